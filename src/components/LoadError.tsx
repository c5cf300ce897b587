import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { refocusWhenGone } from '@/lib/focusLost';

/**
 * A query that failed: its message (the catalogue's, or the one given) and a Retry that refetches (none where
 * asking again cannot help: something that is gone).
 */
export function LoadError({
  error,
  message,
  onRetry,
  sx,
}: {
  error?: { message?: string } | unknown;
  message?: string;
  onRetry?: () => void;
  sx?: AlertProps['sx'];
}) {
  const text = message ?? (error as { message?: string } | undefined)?.message ?? 'Error';
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={
        onRetry && (
          <Button
            color="inherit"
            size="small"
            onClick={(e) => {
              onRetry();
              refocusWhenGone(e.currentTarget);
            }}
          >
            Retry
          </Button>
        )
      }
    >
      {text}
    </Alert>
  );
}
