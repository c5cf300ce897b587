import * as yup from 'yup';
import { VALIDATION } from './messages';

/** Spec section 9: password minimum length. */
export const PASSWORD_MIN_LENGTH = 4;

/** Spec section 5: the password rule, as checks a form can list while the user types. */
export const PASSWORD_CHECKS = [
  {
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (v: string) => v.length >= PASSWORD_MIN_LENGTH,
  },
  { label: 'A digit', test: (v: string) => /\d/.test(v) },
  { label: 'A lowercase letter', test: (v: string) => /[a-z]/.test(v) },
  { label: 'An uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
  { label: 'One of ! @ # $ % ^ & *', test: (v: string) => /[!@#$%^&*]/.test(v) },
] as const;

export function passwordError(value: string | undefined): string | undefined {
  const v = value ?? '';
  if (!v) return VALIDATION.required('password');
  // Spec section 5's leading-space rule holds here too: the login form applies it, so such a password could
  // never be used to sign in.
  if (startsWithSpace(v)) return VALIDATION.leadingSpace;
  const missing = PASSWORD_CHECKS.filter((c) => !c.test(v)).map((c) => c.label.toLowerCase());
  return missing.length ? `Password needs ${missing.join(', ')}` : undefined;
}

/** Spec section 5: a field starting with whitespace is rejected. */
export const startsWithSpace = (v: string | undefined | null) => !!v && /^\s/.test(v);

/** A text field: rejects a leading space, and when required says 'Please enter {label}'. */
export function text(label: string, opts: { required?: boolean; max?: number } = {}) {
  let s = yup.string().test('no-leading-space', VALIDATION.leadingSpace, (v) => !startsWithSpace(v));
  if (opts.max)
    s = s.max(opts.max, `${label[0].toUpperCase()}${label.slice(1)} can be at most ${opts.max} characters`);
  return opts.required === false ? s : s.required(VALIDATION.required(label));
}

/** A web address, with or without its scheme (acme.com, https://acme.com/careers). */
export const websiteField = () =>
  text('website', { required: false, max: 200 }).matches(
    // Letters of any script: müller.de and acmé.com are addresses too.
    /^(https?:\/\/)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+([/?#]\S*)?$/iu,
    {
      message: 'Please enter a web address, like acme.com',
      excludeEmptyString: true,
    },
  );

/**
 * An email address with a domain that has an ending (`pat@acme.test`): yup's own rule lets `pat@acme` through,
 * and an invitation or a reset sent there goes nowhere.
 */
export const emailField = () =>
  text('email')
    .email('Please enter a valid email')
    .test('email-domain', 'Please enter a valid email', (v) => !v || /@[^@\s]+\.[a-z]{2,}$/i.test(v.trim()));

export const passwordField = () =>
  yup.string().test('password-rule', (value, ctx) => {
    const error = passwordError(value);
    return error ? ctx.createError({ message: error }) : true;
  });

export const confirmPasswordField = (ref = 'password') =>
  yup
    .string()
    .required(VALIDATION.required('the password again'))
    .oneOf([yup.ref(ref)], 'Passwords do not match');

/**
 * Phone parsing (libphonenumber-js and its metadata) is a chunk of its own, loaded by the forms that have a
 * phone field when their schema is made: the login page and every other form carry none of it. Should it fail
 * to load (offline), the number is left to the server to check rather than blocking the form.
 */
const loadPhone = () => import('./phone');

/** Under a phone field: a number without its country code is read as a US one (./phone.ts), and refused if it is not. */
export const PHONE_HINT = 'Outside the US, start with + and the country code.';

export const phoneField = (opts: { required?: boolean } = {}) => {
  const phone = loadPhone();
  phone.catch(() => {});
  const base = yup
    .string()
    .test('no-leading-space', VALIDATION.leadingSpace, (v) => !startsWithSpace(v))
    .test('phone', async (value, ctx) => {
      if (!value?.trim()) return true;
      const error = await phone.then(
        (m) => m.phoneError(value),
        () =>
          loadPhone().then(
            (m) => m.phoneError(value),
            () => undefined,
          ),
      );
      return error ? ctx.createError({ message: error }) : true;
    });
  return opts.required === false ? base : base.required(VALIDATION.required('phone number'));
};

/**
 * A phone number as it is sent: in its international form, so that one typed without its country code ('415 555
 * 0100') still names its country. As typed (trimmed) should the parser fail to load; the server checks it then.
 */
export const phoneToSend = (value: string) =>
  loadPhone().then(
    (m) => m.internationalPhone(value),
    () => value.trim(),
  );

/** Spec section 5: terms must be accepted. */
export const termsField = () => yup.boolean().oneOf([true], VALIDATION.terms);

/** Spec section 5: GPA is optional, 1 to 4, with at most 2 decimal places. */
export function gpaError(value: string | number | null | undefined): string | undefined {
  if (value == null || String(value).trim() === '') return undefined;
  if (startsWithSpace(String(value))) return VALIDATION.leadingSpace;
  const raw = String(value).trim();
  // A number has digits on both sides of its point ('.' and '3.' are not GPAs). A negative one is below the
  // minimum, and is told so.
  if (!/^-?(\d+(\.\d+)?|\.\d+)$/.test(raw)) return 'GPA must be a number';
  if (/\.\d{3,}$/.test(raw)) return VALIDATION.gpaDecimals;
  const n = Number(raw);
  if (n < 1) return VALIDATION.gpaMin;
  if (n > 4) return VALIDATION.gpaMax;
  return undefined;
}

export const gpaField = () =>
  yup.mixed<string | number>().test('gpa', (value, ctx) => {
    const error = gpaError(value as string | number | undefined);
    return error ? ctx.createError({ message: error }) : true;
  });

/**
 * Today as YYYY-MM-DD (a date input's value), in the user's time zone. Not through the date library: the forms
 * that check only this (company setup, the job form) would download it for one line.
 */
export const todayIso = () => {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
};

/** A YYYY-MM-DD date from a date input, compared as text: the format sorts like the dates. */
const isoDay = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');

/**
 * An entry's date (education, work) is in 1900 or later: a date input takes any year, so a year typed short (0018
 * for 2018) would otherwise be saved as it is (docs/decisions.md). An end date hidden behind 'Present' is not checked.
 */
const entryDay = (label: string, currentKey?: string) =>
  yup
    .string()
    .nullable()
    .test('not-too-early', `${label} cannot be before 1900`, function (v) {
      const day = isoDay(v);
      return !day || day >= '1900' || (currentKey && this.parent[currentKey]);
    });

/**
 * An entry's start date (education, work): a finished entry cannot have started in the future (someone who starts
 * next month marks the entry current). `currentKey` names the sibling "still here" flag.
 */
export const startDateField = (opts: { required?: boolean; currentKey?: string } = {}) => {
  const currentKey = opts.currentKey ?? 'current';
  const base = entryDay('Start date').test('not-in-future', VALIDATION.startInFuture, function (v) {
    const start = isoDay(v);
    return !start || !!this.parent[currentKey] || start <= todayIso();
  });
  return opts.required ? base.required(VALIDATION.required('start date')) : base;
};

/**
 * Spec section 5: an end date is required unless the entry is marked current. It is on or after the start date,
 * so employers never see an impossible timeline.
 */
export const endDateField = (opts: { currentKey?: string; startKey?: string } = {}) => {
  const { currentKey = 'current', startKey = 'startDate' } = opts;
  return entryDay('End date', currentKey)
    .when(currentKey, {
      is: (current: unknown) => !current,
      then: (s) => s.required(VALIDATION.endDate),
    })
    .test('not-before-start', VALIDATION.endBeforeStart, function (v) {
      const start = isoDay(this.parent[startKey]);
      const end = isoDay(v);
      return !start || !end || !!this.parent[currentKey] || end >= start;
    });
};
