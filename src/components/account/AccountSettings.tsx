import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormCheckbox } from '@/components/form/FormCheckbox';
import { FormDraft } from '@/components/form/FormDraft';
import { FormTextField } from '@/components/form/FormTextField';
import { LoadError } from '@/components/LoadError';
import { SubmitButton } from '@/components/form/SubmitButton';
import { clearDraft } from '@/lib/drafts';
import { usePhoneParser } from '@/lib/useReadablePhone';
import { PHONE_HINT, phoneField, phoneToSend, text } from '@/lib/validation';
import { DeleteAccount } from './DeleteAccount';
import { PasswordLink, type PasswordLinkState } from './PasswordLink';

type AlertKey = 'CHAT' | 'ALERT_NOTIFICATION';

export interface AccountUser {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  alertPreferences?: Partial<Record<AlertKey, boolean>>;
}

export interface AccountValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  alertPreferences: Record<AlertKey, boolean>;
}

export interface AccountSettingsProps {
  /** The signed-in user; undefined while it loads, or when it could not be loaded (`error`: Retry asks again). */
  user: AccountUser | undefined;
  error?: unknown;
  onRetry: () => void;
  /** PUT /users; the caller tells the outcome (toast) and answers whether it saved. */
  onSave: (values: AccountValues) => Promise<boolean>;
  /** Emails the account a link to set a new password; `passwordLink` says where that call is. */
  onSendPasswordLink: () => void;
  passwordLink: PasswordLinkState;
  onDelete: () => void;
  deleting: boolean;
  /** Why the last deletion failed (the dialog says it). */
  deleteError?: string;
}

const DRAFT = 'account';

const schema = yup.object({
  firstName: text('first name', { max: 50 }),
  lastName: text('last name', { max: 50 }),
  phoneNumber: phoneField(),
});

/**
 * Both roles' settings pages show this: the account itself (name, phone number, alert preferences for CHAT
 * and ALERT_NOTIFICATION), a link to set a new password, and deleting the account, behind a confirmation.
 * Presentational: the page wires it to the auth domain (`useAccountSettings` in state/auth/endpoints.ts).
 */
export default function AccountSettings({
  user,
  error,
  onRetry,
  onSave,
  onSendPasswordLink,
  passwordLink,
  onDelete,
  deleting,
  deleteError,
}: AccountSettingsProps) {
  // The number shows as people read it (sent in its international form): the form waits for the parser, which
  // its phone field has already asked for, rather than start from the stored form and change under the user.
  const phone = usePhoneParser();
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
      {!user && error ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : !user || phone === undefined ? (
        <Skeleton variant="rounded" height={200} aria-label="Loading your account" />
      ) : (
        <Formik
          enableReinitialize
          initialValues={{
            firstName: user.firstName ?? '',
            lastName: user.lastName ?? '',
            phoneNumber: phone?.readablePhone(user.phoneNumber) ?? user.phoneNumber ?? '',
            CHAT: user.alertPreferences?.CHAT ?? true,
            ALERT_NOTIFICATION: user.alertPreferences?.ALERT_NOTIFICATION ?? true,
          }}
          validationSchema={schema}
          onSubmit={async ({ CHAT, ALERT_NOTIFICATION, ...rest }) => {
            const saved = await onSave({
              firstName: rest.firstName.trim(),
              lastName: rest.lastName.trim(),
              phoneNumber: await phoneToSend(rest.phoneNumber),
              alertPreferences: { CHAT, ALERT_NOTIFICATION },
            });
            if (saved) clearDraft(DRAFT);
          }}
        >
          <Form noValidate aria-label="Account settings">
            <FormDraft name={DRAFT} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
              <FormTextField name="firstName" label="First name" required autoComplete="given-name" />
              <FormTextField name="lastName" label="Last name" required autoComplete="family-name" />
              <FormTextField
                name="phoneNumber"
                label="Phone number"
                required
                autoComplete="tel"
                type="tel"
                helperText={PHONE_HINT}
              />
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
      {user && <PasswordLink email={user.email} state={passwordLink} onSend={onSendPasswordLink} />}
      <DeleteAccount onDelete={onDelete} pending={deleting} error={deleteError} />
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
