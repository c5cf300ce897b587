import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useFormikContext } from 'formik';

/** Disabled while the form is submitting, so a call is never sent twice. */
export function SubmitButton({ children, ...props }: ButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={isSubmitting}
      aria-busy={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
