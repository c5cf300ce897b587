import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FormCheckbox } from '@/components/form/FormCheckbox';
import { FormTextField } from '@/components/form/FormTextField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { phoneField, text } from '@/lib/validation';
import { updateAccount } from '@/state/auth/accountApi';
import { DeleteAccount } from './DeleteAccount';

const schema = yup.object({
  firstName: text('first name', { max: 50 }),
  lastName: text('last name', { max: 50 }),
  phoneNumber: phoneField(),
});

/**
 * Public entry point for both roles' settings pages: the account itself (name, phone number, alert
 * preferences for CHAT and ALERT_NOTIFICATION, PUT /users) and deleting the account (DELETE /users/{id},
 * behind a confirmation). Reads and writes the auth slice; takes no props.
 */
export default function AccountSettings() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.userProfile);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="account-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h2" id="account-heading" sx={{ fontSize: '1.35rem', mb: 2 }}>
        Account
      </Typography>
      {!user ? (
        <Skeleton variant="rounded" height={200} aria-label="Loading your account" />
      ) : (
        <Formik
          enableReinitialize
          initialValues={{
            firstName: user.firstName ?? '',
            lastName: user.lastName ?? '',
            phoneNumber: user.phoneNumber ?? '',
            CHAT: user.alertPreferences?.CHAT ?? true,
            ALERT_NOTIFICATION: user.alertPreferences?.ALERT_NOTIFICATION ?? true,
          }}
          validationSchema={schema}
          onSubmit={async ({ CHAT, ALERT_NOTIFICATION, ...rest }) => {
            await dispatch(
              updateAccount({
                ...rest,
                firstName: rest.firstName.trim(),
                lastName: rest.lastName.trim(),
                phoneNumber: rest.phoneNumber.trim(),
                alertPreferences: { CHAT, ALERT_NOTIFICATION },
              }),
            );
          }}
        >
          <Form noValidate aria-label="Account settings">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
              <FormTextField name="firstName" label="First name" required autoComplete="given-name" />
              <FormTextField name="lastName" label="Last name" required autoComplete="family-name" />
              <FormTextField name="phoneNumber" label="Phone number" required autoComplete="tel" type="tel" />
              <TypographyEmail email={user.email} />
            </Box>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
              <Typography component="legend" sx={{ fontWeight: 600 }}>
                Alerts
              </Typography>
              <FormCheckbox name="CHAT" label="New chat messages" />
              <FormCheckbox name="ALERT_NOTIFICATION" label="Job alerts and notifications" />
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <SubmitButton fullWidth={false} size="medium">
                Save account
              </SubmitButton>
            </Box>
          </Form>
        </Formik>
      )}
      <DeleteAccount />
    </Paper>
  );
}

function TypographyEmail({ email }: { email: string }) {
  return (
    <Box sx={{ alignSelf: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        Email (used to log in)
      </Typography>
      <Typography>{email}</Typography>
    </Box>
  );
}
