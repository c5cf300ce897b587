import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useFormikContext } from 'formik';
import { markFormLive, takeHeldSubmit } from '@/lib/earlyInput';
import { inactive } from '../inactive';
import { focusClear } from './focusClear';

/**
 * Inactive while the form is submitting, so a call is never sent twice: it reads and looks disabled
 * (aria-disabled) and a press, or Enter in a field (the browser's implicit submit is a click on this button), does
 * nothing. Not `disabled`: that drops the keyboard's focus to the page, and a form that stays (a failed call, a
 * saved settings section) would leave the user to find their place again from the top. A submit the form refuses shows every error
 * at once (Formik touches every field) and moves focus to the first field in error, which may be far above.
 *
 * Pressing the button does not take focus from the field being typed in: that blur would show the field's error
 * between the press and the release, and an error long enough to wrap would move the button out from under the
 * pointer, so the click landed on nothing. The click then gives the button focus, as the press would have, and
 * submits, and the submit shows every error. Focus left in the field would stay there after a form cleared by its
 * submit (an invite sent), and the next click anywhere reported that field empty. Enter in a field (the
 * browser's click, with no pointer) leaves focus where the user is.
 *
 * On a pre-rendered page, a submit made before the app started was held by the page (src/lib/earlyInput.ts): once
 * the form is the app's, it is sent again through the app, with what was typed.
 */
export function SubmitButton({ children, onClick, onMouseDown, ...props }: ButtonProps) {
  const { isSubmitting, isValid, submitCount } = useFormikContext();
  const ref = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (ref.current?.form) markFormLive(ref.current.form);
  }, []);

  // A held submit is sent once the form has rendered with what its fields adopted (Formik submits the values of
  // its last render).
  const [resend, setResend] = useState(false);
  useEffect(() => {
    const form = ref.current?.form;
    if (form && takeHeldSubmit(form)) setResend(true);
  }, []);
  useEffect(() => {
    if (resend) ref.current?.form?.requestSubmit(ref.current);
  }, [resend]);

  useEffect(() => {
    if (!submitCount || isSubmitting || isValid) return;
    focusClear(
      ref.current?.form?.querySelector<HTMLElement>('[aria-invalid="true"]:not([aria-hidden="true"])'),
    );
    // Only when a submit attempt ends, not while the user fixes the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);

  return (
    <Button
      ref={ref}
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      {...inactive(isSubmitting)}
      aria-busy={isSubmitting}
      startIcon={isSubmitting && <CircularProgress size={18} color="inherit" aria-hidden />}
      {...props}
      onClick={(e) => {
        if (isSubmitting) e.preventDefault();
        else {
          if (e.detail) e.currentTarget.focus();
          onClick?.(e);
        }
      }}
      onMouseDown={(e) => {
        e.preventDefault();
        onMouseDown?.(e);
      }}
    >
      {children}
    </Button>
  );
}
