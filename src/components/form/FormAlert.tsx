import Alert from '@mui/material/Alert';

/** A failed submit's message, announced to screen readers, above the form. */
export function FormAlert({
  message,
  severity = 'error',
}: {
  message?: string | null;
  severity?: 'error' | 'success' | 'info';
}) {
  if (!message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
