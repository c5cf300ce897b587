import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MOCK_MODE } from '@/config';
import { paths } from '@/app/paths';
import { FormTextField } from '@/components/form/FormTextField';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { emailField, text } from '@/lib/validation';
import type { ApiError } from '@/api/errors';
import { AuthApi } from '@/state/auth/endpoints';
import { FormAlert } from '@/components/form/FormAlert';
import { useHydrated } from '@/components/form/FormDraft';
import { DemoAccounts } from '../components/DemoAccounts';

const schema = yup.object({ email: emailField(), password: text('password') });

export default function LoginPage() {
  const [login] = AuthApi.useLoginMutation();
  // Where the user was going when sent to log in (RouteGuard): kept through Forgot password and back. And whether
  // a logout in another tab ended this tab's session (src/app/session.ts): said here only, not carried along.
  const { from, otherTab } = (useLocation().state ?? {}) as { from?: string; otherTab?: boolean };
  // Not in the pre-rendered page (a reload keeps the state): hydrated without it, shown with the render after.
  const signedOutElsewhere = useHydrated() && !!otherTab;
  const [error, setError] = useState<string | null>(null);
  // An account whose code was never entered (the code screen was left): the refusal names it, and the way on is
  // a code sent to its email, then the code screen (which signs the user in once verified).
  const [unverified, setUnverified] = useState<{ email: string; userId: number } | null>(null);

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Log in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Welcome back. Pick up where you left off.
      </Typography>
      <FormAlert
        message={signedOutElsewhere ? 'You were signed out in another tab.' : null}
        severity="info"
      />
      <FormAlert
        message={error}
        action={
          unverified && (
            <Button
              component={RouterLink}
              to={paths.verifyEmail(unverified.email, unverified.userId)}
              state={{ sendCode: true }}
              color="inherit"
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
            >
              Verify now
            </Button>
          )
        }
      />
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          try {
            // Signed in, this page is a visitor's page no more: the route guard takes the user on, in one
            // navigation, to where they were going (src/app/access.ts homePath).
            await login(values).unwrap();
          } catch (e) {
            const { message, status, payload } = e as ApiError;
            setError(message ?? 'Error');
            const userId = (payload as { userId?: unknown } | undefined)?.userId;
            if (status === 403 && typeof userId === 'number')
              setUnverified({ email: values.email.trim().toLowerCase(), userId });
          }
        }}
      >
        {({ values, setValues, handleSubmit }) => (
          // The likely next screens: working in the form loads a dashboard's code (src/app/router.tsx prefetch).
          <Form
            noValidate
            data-prefetch={`${paths.jobSeeker.dashboard} ${paths.employer.dashboard}`}
            // A new attempt drops the last one's refusal, also when the fields stop it (it no longer applies).
            onSubmit={(e) => {
              setError(null);
              setUnverified(null);
              handleSubmit(e);
            }}
          >
            <Stack spacing={2}>
              <FormTextField name="email" label="Email" type="email" autoComplete="email" />
              <PasswordField name="password" label="Password" autoComplete="current-password" />
              <Box sx={{ textAlign: 'right' }}>
                {/* The email typed here goes along: it is the one the link is sent to. */}
                <Link
                  component={RouterLink}
                  to={paths.forgotPassword}
                  state={{ from, email: values.email.trim() }}
                >
                  Forgot password?
                </Link>
              </Box>
              <SubmitButton>Log in</SubmitButton>
            </Stack>
            <Typography sx={{ mt: 3 }} color="text.secondary">
              New here? Sign up as a{' '}
              <Link component={RouterLink} to={paths.signup('jobseeker')}>
                job seeker
              </Link>{' '}
              or an{' '}
              <Link component={RouterLink} to={paths.signup('employer')}>
                employer
              </Link>
              .
            </Typography>
            {MOCK_MODE && <DemoAccounts onPick={(email, password) => void setValues({ email, password })} />}
          </Form>
        )}
      </Formik>
    </>
  );
}
