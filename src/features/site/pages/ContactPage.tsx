import { useState } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { FormDraft } from '@/components/form/FormDraft';
import { FormTextField } from '@/components/form/FormTextField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { sendContactMessage } from '@/state/auth/site';
import { FormAlert } from '@/components/form/FormAlert';
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

export default function ContactPage() {
  const email = useAppSelector((s) => s.auth.email) ?? '';
  const [done, setDone] = useState<string | null>(null);
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
          initialValues={{ name: '', email, phoneNumber: '', subject: '', message: '' }}
          validationSchema={schema}
          onSubmit={async (values, { resetForm }) => {
            setDone(null);
            try {
              const res = await sendContactMessage(values);
              setDone(res.message ?? 'Thanks! We will get back to you soon.');
              clearDraft(DRAFT);
              resetForm();
            } catch {
              // the client has shown the failure (toast); the message stays in the form to send again
            }
          }}
        >
          <Form noValidate>
            <FormDraft name={DRAFT} />
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
              <FormAlert message={done} severity="success" />
            </Stack>
          </Form>
        </Formik>
      </Paper>
    </Container>
  );
}
