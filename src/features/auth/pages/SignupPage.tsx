import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { TermsCheckbox } from '@/components/form/TermsCheckbox';
import { FormDraft } from '@/components/form/FormDraft';
import { FormTextField } from '@/components/form/FormTextField';
import { refusedValues, type RefusedValues } from '@/components/form/refusedValues';
import type { ApiError } from '@/api/errors';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { clearDraft } from '@/lib/drafts';
import { ROLE_SLUG, toRole, USER_TYPE_ID, type Role } from '@/lib/roles';
import {
  confirmPasswordField,
  emailField,
  passwordField,
  PHONE_HINT,
  phoneField,
  phoneToSend,
  termsField,
  text,
} from '@/lib/validation';
import { AuthApi } from '@/state/auth/endpoints';
import { FormAlert } from '@/components/form/FormAlert';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { madeAccountIn, type MadeAccount } from '../madeAccount';

/** The form's rules; an email the server said has an account stays refused, with its message, until changed. */
const schemaFor = (taken: RefusedValues) =>
  yup.object({
    firstName: text('first name', { max: 50 }),
    lastName: text('last name', { max: 50 }),
    email: taken.rule(emailField()),
    phoneNumber: phoneField(),
    password: passwordField(),
    confirmPassword: confirmPasswordField(),
    termsAndConditionsAccepted: termsField(),
  });

/** A guest's draft (a reload or Back keeps it); never the passwords (src/lib/drafts.ts). */
const DRAFT = 'signup';

const INTRO: Record<Role, string> = {
  JOBSEEKER: 'Build a profile with a video introduction and get matched with jobs that fit.',
  EMPLOYER: 'Register your company, post jobs and meet best-matching candidates.',
};

export default function SignupPage() {
  const { userType } = useParams();
  const role = toRole(userType);
  const [signup] = AuthApi.useSignupMutation();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const made = madeAccountIn(state);
  const [error, setError] = useState<string | null>(null);
  const [taken] = useState(refusedValues);
  const [schema] = useState(() => schemaFor(taken));
  const form = useRef<HTMLFormElement>(null);
  // Come back to, the page shows its word on the account first: focus goes to it in the next frame, once the
  // browser has restored the scroll of the form as it was left (a focus before that was scrolled away).
  const madeAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => madeAlert.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  if (!role) return <Navigate to={paths.signup(ROLE_SLUG.JOBSEEKER)} replace />;

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Create your account
      </Typography>
      <Tabs
        value={role}
        onChange={(_, r: Role) => navigate(paths.signup(ROLE_SLUG[r]), { replace: true, state })}
        aria-label="Account type"
        sx={{ mb: 1 }}
      >
        <Tab value="JOBSEEKER" label="I'm looking for work" />
        <Tab value="EMPLOYER" label="I'm hiring" />
      </Tabs>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {INTRO[role]}
      </Typography>
      {/* Back from the code screen: the account is made, and its email would be refused here. */}
      {made && (
        <Alert ref={madeAlert} tabIndex={-1} severity="info" sx={{ mb: 3 }}>
          Your account for {made.email} is created:{' '}
          <Link component={RouterLink} to={made.code} state={{ email: made.email, signup: made.signup }}>
            enter the code we sent
          </Link>{' '}
          to finish. To sign up with a different email instead, fill in the form below.
        </Alert>
      )}
      <Formik
        initialValues={{
          firstName: '',
          lastName: '',
          email: '',
          phoneNumber: '',
          password: '',
          confirmPassword: '',
          termsAndConditionsAccepted: false,
        }}
        validationSchema={schema}
        onSubmit={async ({ confirmPassword: _confirm, ...values }, { setFieldError }) => {
          setError(null);
          const phoneNumber = await phoneToSend(values.phoneNumber);
          // A name is kept without the spaces typed after it ('Welcome, Quinn !').
          const [firstName, lastName] = [values.firstName.trim(), values.lastName.trim()];
          const result = await signup({
            ...values,
            firstName,
            lastName,
            phoneNumber,
            userType: USER_TYPE_ID[role],
          });
          // An email that has an account (409) is said at the field, with the way to log in below the form;
          // anything else above the form.
          if (result.error) {
            const failure = result.error as ApiError;
            if (failure.status === 409)
              taken.refuse(form.current, 'email', values.email, failure.message, setFieldError);
            else setError(failure.message ?? 'Error');
            return;
          }
          clearDraft(DRAFT);
          const user = result.data;
          const next: MadeAccount = {
            email: user.email,
            code: paths.verifyOtp(user.phoneNumber || phoneNumber, user.id),
            signup: ROLE_SLUG[role],
          };
          // This page's entry keeps the account made, for Back.
          navigate(pathname, { replace: true, state: { made: next } });
          navigate(next.code, { state: { email: next.email, signup: next.signup } });
        }}
      >
        {({ values }) => (
          <Form noValidate ref={form}>
            <FormDraft name={DRAFT} />
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField name="firstName" label="First name" autoComplete="given-name" />
                <FormTextField name="lastName" label="Last name" autoComplete="family-name" />
              </Stack>
              <FormTextField name="email" label="Email" type="email" autoComplete="email" />
              <FormTextField
                name="phoneNumber"
                label="Phone number"
                type="tel"
                autoComplete="tel"
                placeholder="+1 415 555 0100"
                helperText={`We send a verification code to this number. ${PHONE_HINT}`}
              />
              <PasswordField
                name="password"
                label="Password"
                autoComplete="new-password"
                slotProps={{ htmlInput: { 'aria-describedby': 'password-rules' } }}
              />
              <PasswordChecklist value={values.password} id="password-rules" />
              <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
              <TermsCheckbox termsHref={paths.termsConditions} privacyHref={paths.privacy} />
              <SubmitButton>Create account</SubmitButton>
              <FormAlert message={error} />
            </Stack>
          </Form>
        )}
      </Formik>
      <Typography sx={{ mt: 3 }} color="text.secondary">
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.login}>
          Log in
        </Link>
      </Typography>
    </>
  );
}
