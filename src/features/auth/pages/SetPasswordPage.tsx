import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { FormAlert } from '@/components/form/FormAlert';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { toast } from '@/components/toast';
import { confirmPasswordField, passwordField } from '@/lib/validation';
import { AuthApi } from '@/state/auth/endpoints';
import { PasswordChecklist } from '../components/PasswordChecklist';

const schema = yup.object({ password: passwordField(), confirmPassword: confirmPasswordField() });

export default function SetPasswordPage() {
  const { token = '' } = useParams();
  const [resetPassword] = AuthApi.useResetPasswordMutation();
  const navigate = useNavigate();
  // A refused link (used or expired) says so here, beside the way to a new one, not only in a passing toast.
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      {/* The same page for a reset and for an invitation to a company (the link is the backend's: it does not
          say which), so it reads as both. */}
      <Typography variant="h1" sx={{ mb: 1 }}>
        Set your password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Choose the password you will log in with: your first if you were invited, a new one if you asked for
        the link. Only the newest link we sent works, and only once.
      </Typography>
      <FormAlert message={error} />
      <Formik
        initialValues={{ password: '', confirmPassword: '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          setError(null);
          const res = await resetPassword({ token, password: values.password });
          if ('error' in res) setError(res.error?.message ?? null);
          if ('data' in res) {
            toast.success(res.data?.message ?? 'Your password has been updated.');
            navigate(paths.login, { replace: true });
          }
        }}
      >
        {({ values }) => (
          <Form noValidate>
            <Stack spacing={2}>
              <PasswordField
                name="password"
                label="New password"
                autoComplete="new-password"
                slotProps={{ htmlInput: { 'aria-describedby': 'password-rules' } }}
              />
              <PasswordChecklist value={values.password} id="password-rules" />
              <PasswordField
                name="confirmPassword"
                label="Confirm new password"
                autoComplete="new-password"
              />
              <SubmitButton>Save password</SubmitButton>
              <Typography variant="body2">
                Link expired or already used?{' '}
                <Link component={RouterLink} to={paths.forgotPassword}>
                  Ask for a new one
                </Link>
              </Typography>
            </Stack>
          </Form>
        )}
      </Formik>
    </>
  );
}
