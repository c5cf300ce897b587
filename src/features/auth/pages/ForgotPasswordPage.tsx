import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { FormTextField } from '@/components/form/FormTextField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { emailField } from '@/lib/validation';
import { AuthApi } from '@/state/auth/endpoints';
import { FormAlert } from '@/components/form/FormAlert';

const schema = yup.object({ email: emailField() });

export default function ForgotPasswordPage() {
  const [forgotPassword, { data, isSuccess }] = AuthApi.useForgotPasswordMutation();
  // Where the user was going when sent to log in (RouteGuard): kept through Forgot password and back.
  const { state } = useLocation();
  const sent = isSuccess ? (data?.message ?? 'Check your email for a link to reset your password.') : null;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Forgot your password?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Enter the email you signed up with and we will send you a link to set a new one.
      </Typography>
      <FormAlert message={sent} severity="success" />
      <Formik
        // The email typed at login, if any (LoginPage passes it along).
        initialValues={{ email: (state as { email?: string } | null)?.email ?? '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          await forgotPassword(values);
        }}
      >
        <Form noValidate>
          <Stack spacing={2}>
            <FormTextField name="email" label="Email" type="email" autoComplete="email" />
            <SubmitButton>Send reset link</SubmitButton>
          </Stack>
        </Form>
      </Formik>
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.login} state={state}>
          Back to log in
        </Link>
      </Typography>
    </>
  );
}
