import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';

/** A failed submit's message, announced to screen readers, above the form; `action`, the way on from it. */
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
      severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{ mb: 2 }}
      action={action}
    >
      {message}
    </Alert>
  );
}
