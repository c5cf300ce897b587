import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Form, Formik, type FormikProps } from 'formik';
import * as yup from 'yup';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { FormDraft } from '@/components/form/FormDraft';
import { FormTextField } from '@/components/form/FormTextField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { sendContactMessage } from '@/state/auth/contact';
import type { ContactDto } from '@/state/auth/types';
import { FormAlert } from '@/components/form/FormAlert';
import type { ApiError } from '@/api/errors';
import { clearDraft } from '@/lib/drafts';
import { emailField, PHONE_HINT, phoneField, text } from '@/lib/validation';

const schema = yup.object({
  name: text('your name', { max: 100 }),
  email: emailField(),
  phoneNumber: phoneField({ required: false }),
  subject: text('a subject', { max: 150 }),
  message: text('a message', { max: 2000 }),
});

/** Kept for whoever writes (a guest, or the signed-in user) until it is sent (src/lib/drafts.ts). */
const DRAFT = 'contact';

// Nothing shows while it loads (a signed-in user coming from the app has its code already).
const AccountName = lazy(() => import('../components/AccountName'));

export default function ContactPage() {
  const email = useAppSelector((s) => s.auth.email) ?? '';
  const blank = { name: '', email, phoneNumber: '', subject: '', message: '' };
  // A signed-in user's name, once their record is in, joins the form's starting values, unless something has been
  // typed (the email comes from the session at once). Not typed: it makes no draft, and a draft made before it came
  // is still the same user's (the draft's baseline is the empty form).
  const signedIn = useAppSelector((s) => s.auth.id != null);
  const form = useRef<FormikProps<ContactDto>>(null);
  const onName = useCallback((name: string) => {
    const f = form.current;
    if (f && !f.dirty) f.resetForm({ values: { ...f.values, name } });
  }, []);
  // What the last send came to: sent (the server's thanks), or its failure (the catalogue's message).
  const [said, setSaid] = useState<{ text: string; sent: boolean } | null>(null);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Contact us
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Questions about your account, a plan or a job posting? Write to us and we will answer by email.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Formik
          innerRef={form}
          initialValues={blank}
          validationSchema={schema}
          onSubmit={async (values, { resetForm }) => {
            try {
              const res = await sendContactMessage(values);
              setSaid({ text: res.message ?? 'Thanks! We will get back to you soon.', sent: true });
              clearDraft(DRAFT);
              resetForm();
            } catch (e) {
              // The message stays in the form, to send again.
              setSaid({ text: (e as ApiError).message ?? 'Error', sent: false });
            }
          }}
        >
          {({ handleSubmit }) => (
            <Form
              noValidate
              // A new try drops what the last one came to, also when the fields stop it.
              onSubmit={(e) => {
                setSaid(null);
                handleSubmit(e);
              }}
            >
              {/* Before the draft: a draft put back when the form opens wins over the name from the account. */}
              {signedIn && (
                <Suspense fallback={null}>
                  <AccountName onName={onName} />
                </Suspense>
              )}
              <FormDraft name={DRAFT} baseline={blank} />
              <Stack spacing={2}>
                <FormTextField name="name" label="Your name" autoComplete="name" />
                <FormTextField name="email" label="Email" type="email" autoComplete="email" />
                <FormTextField
                  name="phoneNumber"
                  label="Phone number (optional)"
                  type="tel"
                  autoComplete="tel"
                  helperText={PHONE_HINT}
                />
                <FormTextField name="subject" label="Subject" />
                {/* Fixed rows: an auto-sizing box is measured in the browser, and the pre-rendered page shifted when it was. */}
                <FormTextField name="message" label="Message" multiline rows={6} />
                <SubmitButton>Send message</SubmitButton>
                <FormAlert message={said?.text} severity={said?.sent ? 'success' : 'error'} />
              </Stack>
            </Form>
          )}
        </Formik>
      </Paper>
    </Container>
  );
}
