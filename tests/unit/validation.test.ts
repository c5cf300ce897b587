// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { workSchema } from '@/features/jobseeker/components/WorkExperienceForm';
import {
  emailField,
  endDateField,
  gpaError,
  passwordError,
  phoneField,
  termsField,
  text,
  websiteField,
} from '@/lib/validation';
import { phoneError } from '@/lib/phone';
import { VALIDATION } from '@/lib/messages';

const firstError = async (schema: yup.AnySchema, value: unknown) =>
  schema.validate(value).then(
    () => undefined,
    (e: yup.ValidationError) => e.message,
  );

describe('password rule (spec section 5)', () => {
  it.each([
    ['Ab1!', undefined],
    ['Demo@1234', undefined],
    ['', 'Please enter password'],
    ['Ab1', 'Password needs at least 4 characters, one of ! @ # $ % ^ & *'],
    ['abcd1!', 'Password needs an uppercase letter'],
    ['ABCD1!', 'Password needs a lowercase letter'],
    ['Abcd!!', 'Password needs a digit'],
    ['Abcd12', 'Password needs one of ! @ # $ % ^ & *'],
    [' Ab1!', 'Spaces are not allowed without value'],
  ])('%j -> %s', (value, expected) => {
    expect(passwordError(value)).toBe(expected);
  });
});

describe('phone messages (spec section 5)', () => {
  it('accepts a valid number with or without the country code', () => {
    expect(phoneError('+1 415 555 0132')).toBeUndefined();
    expect(phoneError('(415) 555-0132')).toBeUndefined();
    expect(phoneError('+44 20 7946 0958')).toBeUndefined();
  });
  it('names an invalid country code', () => {
    expect(phoneError('+999 1234 5678')).toBe('Phone number country code is invalid');
  });
  it('says when the number is too short', () => {
    expect(phoneError('+1 415')).toBe('Phone number is too short');
  });
  it('says when the number is not valid', () => {
    expect(phoneError('+1 000 000 0000')).toBe('Phone number is not valid');
    expect(phoneError('+1 415 555 0132 999 999')).toBe('Phone number is not valid');
  });

  it('refuses an extension rather than dropping it from the number sent', () => {
    expect(phoneError('(415) 555-0132 ext. 12')).toBe('Enter the number without its extension');
    expect(phoneError('+44 20 7946 0958 x3')).toBe('Enter the number without its extension');
  });
});

describe('GPA (spec section 5)', () => {
  it.each([
    ['', undefined],
    [null, undefined],
    ['3.5', undefined],
    ['4', undefined],
    ['1', undefined],
    ['3.75', undefined],
    ['3.755', 'GPA can have up to 2 decimal places'],
    ['0.9', 'GPA must be at least 1'],
    ['4.01', 'GPA cannot exceed 4'],
    ['abc', 'GPA must be a number'],
    ['.', 'GPA must be a number'],
    ['3.', 'GPA must be a number'],
    [' 3', 'Spaces are not allowed without value'],
    ['3.5.1', 'GPA must be a number'],
    ['-1', 'GPA must be at least 1'],
    ['.5', 'GPA must be at least 1'],
    ['3.5 ', undefined],
  ])('%j -> %s', (value, expected) => {
    expect(gpaError(value)).toBe(expected);
  });
});

describe('text fields', () => {
  it("asks with 'Please enter {label}'", async () => {
    expect(await firstError(text('first name'), '')).toBe('Please enter first name');
    expect(VALIDATION.required('email')).toBe('Please enter email');
  });
  it('rejects a value starting with whitespace', async () => {
    expect(await firstError(text('first name'), ' Alex')).toBe('Spaces are not allowed without value');
    expect(await firstError(text('first name'), 'Alex')).toBeUndefined();
  });
});

describe('emailField', () => {
  it('wants a domain with an ending, as an invitation or a reset link needs', async () => {
    for (const bad of ['pat@acme', 'pat@localhost', 'pat@acme.', 'pat lee@acme.test'])
      expect(await firstError(emailField(), bad)).toBe('Please enter a valid email');
    for (const good of ['pat@acme.test', 'Pat.Lee+hr@mail.acme.co.uk'])
      expect(await firstError(emailField(), good)).toBeUndefined();
    expect(await firstError(emailField(), '')).toBe('Please enter email');
  });
});

describe('terms and end dates', () => {
  it('requires the terms to be accepted', async () => {
    expect(await firstError(termsField(), false)).toBe(
      'Please agree to the terms and conditions before continuing.',
    );
    expect(await firstError(termsField(), true)).toBeUndefined();
  });
  it('requires an end date unless the entry is current', async () => {
    const schema = yup.object({ current: yup.boolean(), endDate: endDateField() });
    expect(await firstError(schema, { current: false, endDate: '' })).toBe('End date is required');
    expect(await firstError(schema, { current: true, endDate: '' })).toBeUndefined();
    expect(await firstError(schema, { current: false, endDate: '2024-06-01' })).toBeUndefined();
  });
  it('refuses a finished job ending after today, not a current one, nor a degree that ends next year', async () => {
    const later = `${new Date().getFullYear() + 3}-01-01`;
    const job = (current: boolean, endDate: string) => ({
      workExperience: [{ title: 'Analyst', employer: 'Contoso', startDate: '2020-01-01', current, endDate }],
    });
    expect(await firstError(workSchema, job(false, later))).toBe(
      'End date cannot be in the future: if you still work here, choose “I work here now”',
    );
    expect(await firstError(workSchema, job(true, later))).toBeUndefined();
    expect(await firstError(workSchema, job(false, '2024-06-01'))).toBeUndefined();
    const degree = yup.object({ current: yup.boolean(), endDate: endDateField() });
    expect(await firstError(degree, { current: false, endDate: later })).toBeUndefined();
  });
});

describe('phoneField', () => {
  const schema = yup.object({ phone: phoneField() });
  const optional = yup.object({ phone: phoneField({ required: false }) });
  const errorOf = (s: yup.AnyObjectSchema, phone: string) =>
    s.validate({ phone }).then(
      () => undefined,
      (e: yup.ValidationError) => e.message,
    );

  it('checks the number with the phone parser, loaded with the schema', async () => {
    expect(await errorOf(schema, '+1 415')).toBe('Phone number is too short');
    expect(await errorOf(schema, '+1 415 555 0132')).toBeUndefined();
  });

  it('asks for a required number and lets an optional one be empty', async () => {
    expect(await errorOf(schema, '')).toBe('Please enter phone number');
    expect(await errorOf(optional, '')).toBeUndefined();
  });

  it('rejects a number typed after spaces, as every field does (spec section 5)', async () => {
    expect(await errorOf(schema, '  +14155550101')).toBe('Spaces are not allowed without value');
  });
});

describe('a company website', () => {
  it.each(['acme.com', 'https://www.acme.com/jobs?x=1', 'müller.de', 'https://acmé.com', 'xn--acm-bma.com'])(
    'takes %s',
    async (value) => expect(await firstError(websiteField(), value)).toBeUndefined(),
  );
  it.each(['acme', 'acme .com', 'http://', 'acme..com'])('refuses %s', async (value) =>
    expect(await firstError(websiteField(), value)).toBe('Please enter a web address, like acme.com'),
  );
});
