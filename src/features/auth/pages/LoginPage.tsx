import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MOCK_MODE } from '@/config';
import { paths } from '@/app/paths';
import { FormTextField } from '@/components/form/FormTextField';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { emailField, text } from '@/lib/validation';
import { AuthApi } from '@/state/auth/endpoints';
import { FormAlert } from '@/components/form/FormAlert';
import { DemoAccounts } from '../components/DemoAccounts';

const schema = yup.object({ email: emailField(), password: text('password') });

export default function LoginPage() {
  const [login] = AuthApi.useLoginMutation();
  const [error, setError] = useState<string | null>(null);

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Log in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Welcome back. Pick up where you left off.
      </Typography>
      <FormAlert message={error} />
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          setError(null);
          try {
            // Signed in, this page is a visitor's page no more: the route guard takes the user on, in one
            // navigation, to where they were going (src/app/access.ts homePath).
            await login(values).unwrap();
          } catch (e) {
            setError((e as { message?: string }).message ?? 'Error');
          }
        }}
      >
        {({ setValues }) => (
          // The likely next screens: working in the form loads a dashboard's code (src/app/router.tsx prefetch).
          <Form noValidate data-prefetch={`${paths.jobSeeker.dashboard} ${paths.employer.dashboard}`}>
            <Stack spacing={2}>
              <FormTextField name="email" label="Email" type="email" autoComplete="email" />
              <PasswordField name="password" label="Password" autoComplete="current-password" />
              <Box sx={{ textAlign: 'right' }}>
                <Link component={RouterLink} to={paths.forgotPassword}>
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
