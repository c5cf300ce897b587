import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { FormTextField } from '@/components/form/FormTextField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { text } from '@/lib/validation';
import { otpReset } from '@/state/auth/authSlice';
import { AuthApi } from '@/state/auth/endpoints';
import type { OtpChannel } from '@/state/auth/types';
import type { MadeAccount } from '../madeAccount';
import { FormAlert } from '@/components/form/FormAlert';
import { codeSentAt, codeSentBy, writeCodeSent } from '@/lib/codeSent';
import { useReadablePhone } from '@/lib/useReadablePhone';
import { refusedValues, type RefusedValues } from '@/components/form/refusedValues';
import { isRefusal } from '@/api/errors';

const RESEND_AFTER_S = 30;

/** The form's rules; a code the server refused stays refused, with its message, until another is typed. */
const schemaFor = (refused: RefusedValues) =>
  yup.object({
    otp: refused.rule(text('the code').matches(/^\d{6}$/, 'The code has 6 digits')),
  });

/** /verify/otp/{contactInfo}/{userId} (a phone) and its email variant /verify/email/{contactInfo}/{userId}. */
export default function VerifyOtpPage() {
  const { contactInfo = '', userId = '' } = useParams();
  const { pathname, state, key } = useLocation();
  const channel: OtpChannel = pathname.startsWith('/verify/email/') ? 'EMAIL' : 'SMS';
  // Reached from sign-up: the address the code can also go to, and the sign-up (its role) to go back to.
  const { email, sendCode, signup } =
    (state as { email?: string; sendCode?: boolean; signup?: string } | null) ?? {};
  const sentFor = useRef<string | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const otp = useAppSelector((s) => s.auth.otp);
  const phone = useReadablePhone(channel === 'SMS' ? contactInfo : undefined);
  const where = channel === 'EMAIL' ? contactInfo : phone;
  const [resendOtp] = AuthApi.useResendOtpMutation();
  const [verifyOtp] = AuthApi.useVerifyOtpMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [refused] = useState(refusedValues);
  const [schema] = useState(() => schemaFor(refused));
  // The wait for a new code runs from the last code sent, across reloads.
  const [wait, setWait] = useState(() => {
    // Read before the clock: on a first visit it writes now, which must not be later than the now it is taken from.
    const sentAt = codeSentAt(userId);
    return Math.max(0, RESEND_AFTER_S - Math.floor((Date.now() - sentAt) / 1000));
  });

  // A code asked for on opening this screen (sent to the email instead) that could not be sent: the screen says
  // so rather than that it was sent.
  const [notSent, setNotSent] = useState(false);
  const resend = async (pressed = false) => {
    setError(null);
    const sent = await resendOtp({ userId: Number(userId), contactInfo, channel });
    setNotSent('error' in sent);
    // A send that failed (its message is shown) can be tried again at once; a sent code waits its turn.
    if ('error' in sent) return setWait(0);
    writeCodeSent(userId, key);
    setWait(RESEND_AFTER_S);
    // The button pressed now waits (disabled, which drops focus): focus goes where the new code is typed.
    if (pressed) form.current?.querySelector<HTMLInputElement>('input[name="otp"]')?.focus();
  };

  // A fresh verification screen starts with no message; when it was opened to send the code another way,
  // that send happens here, after the reset, so its answer is never wiped. Once per visit: the opening state
  // outlives a reload, which must not send a new code in place of the one the user has (nor skip the wait).
  useEffect(() => {
    dispatch(otpReset());
    if (sendCode && sentFor.current !== key && !codeSentBy(userId, key)) {
      sentFor.current = key;
      void resend();
    }
    // Once per screen: the code's channel and address come from the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, contactInfo, key]);

  useEffect(() => {
    if (wait <= 0) return;
    const t = window.setTimeout(() => setWait((w) => w - 1), 1000);
    return () => window.clearTimeout(t);
  }, [wait]);

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {channel === 'EMAIL' ? 'Verify your email' : 'Verify your phone'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {notSent ? 'The code could not be sent to ' : 'We sent a 6-digit code to '}
        <strong>{where}</strong>
        {notSent ? '. Send a new code to try again.' : '. Enter it below to activate your account.'}
      </Typography>
      <FormAlert message={error} />
      {/* Said with the address as the screen shows it, not as it is stored (+14155550124). */}
      <FormAlert
        message={otp.isVerificationCodeResent ? `A new code has been sent to ${where}.` : null}
        severity="success"
      />
      {/* Afresh for each channel: the code typed (or the field left) for the other one is not this one's. */}
      <Formik
        key={channel}
        initialValues={{ otp: '' }}
        validationSchema={schema}
        onSubmit={async (values, { setFieldError }) => {
          setError(null);
          try {
            await verifyOtp({ userId: Number(userId), contactInfo, otp: values.otp.trim() }).unwrap();
            navigate(paths.welcome, { replace: true });
          } catch (e) {
            const message = (e as { message?: string }).message ?? 'Error';
            // A code refused (wrong, expired) is said at the field, as any bad input is; a failure is said above.
            if (isRefusal(e)) refused.refuse(form.current, 'otp', values.otp, message, setFieldError);
            else setError(message);
          }
        }}
      >
        {({ setFieldValue }) => (
          // The server's answer was about the code it was given: an edit of the code takes it away.
          <Form noValidate onChange={() => setError(null)} ref={form}>
            <Stack spacing={2}>
              {/* Only digits are kept, as typed or pasted ('343 101', ' 343101' from a message): no length limit
                cuts the paste first, so no digit is lost and a code too long is said, not shortened. */}
              <FormTextField
                name="otp"
                label="Verification code"
                autoComplete="one-time-code"
                onChange={(e) => void setFieldValue('otp', e.target.value.replace(/\D/g, ''))}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <SubmitButton>Verify</SubmitButton>
              <Button onClick={() => void resend(true)} disabled={wait > 0}>
                {wait > 0 ? `Send a new code in ${wait}s` : 'Send a new code'}
              </Button>
              {channel === 'SMS' && email && (
                <Button
                  onClick={() =>
                    navigate(paths.verifyEmail(email, userId), {
                      replace: true,
                      state: { sendCode: true, email, signup },
                    })
                  }
                >
                  Send the code to {email} instead
                </Button>
              )}
            </Stack>
          </Form>
        )}
      </Formik>
      {/* The account is made: signing up again with its email is refused. A wrong number is mended in Settings,
        which open once the profile is set up (spec section 2), the code having come by email; a wrong email needs
        a new sign-up with the right one. */}
      {signup && (
        <Stack spacing={1} sx={{ mt: 3, color: 'text.secondary' }}>
          <Typography>
            {channel === 'SMS'
              ? 'Wrong phone number? Have the code sent to your email instead; once your profile is set up, correct the number in Settings.'
              : 'Wrong phone number? Correct it in Settings once your profile is set up.'}
          </Typography>
          <Typography>
            Wrong email address?{' '}
            <Link
              component={RouterLink}
              to={paths.signup(signup)}
              state={email && { made: { email, code: pathname, signup } satisfies MadeAccount }}
            >
              Sign up again with the right one
            </Link>
          </Typography>
        </Stack>
      )}
    </>
  );
}
