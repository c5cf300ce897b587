import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { clearOfAppBar } from '../clearOfAppBar';

/** Brings a message into view as it appears, focus left where it is (a ref: no hook, so no re-render moves it). */
const showOnArrival = (box: HTMLDivElement | null) => box?.scrollIntoView({ block: 'nearest' });

/**
 * A submit's message (a failure, or what it did), announced to screen readers; `action`, the way on from it. It
 * comes into view as it appears, and again for a new message: above a long form it showed out of sight, and a press
 * on Create account seemed to do nothing. A long form ends with it, after its submit button, where the eye is.
 */
export function FormAlert({
  message,
  severity = 'error',
  action,
}: {
  message?: string | null;
  severity?: 'error' | 'success' | 'info';
  action?: ReactNode;
}) {
  if (!message) return null;
  return (
    <Alert
      key={message}
      ref={showOnArrival}
      severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{ mb: 2, ...clearOfAppBar, scrollMarginBottom: 24 }}
      action={action}
    >
      {message}
    </Alert>
  );
}
