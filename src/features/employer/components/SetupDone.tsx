import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { profileCompleted } from '@/state/auth/authSlice';
import { setStoredProfileComplete } from '@/lib/storage';

/** Where the payment provider returns: success continues to the dashboard; failure goes back to the plans. */
export function PaymentResult({
  ok,
  freeTrial,
  notice,
}: {
  ok: boolean;
  freeTrial: boolean;
  /** Said first, when the return's own word differs from the stored plan. */
  notice?: string;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (!ok)
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          The payment was not completed, so no plan has been started. You have not been charged.
        </Alert>
        <Button variant="contained" onClick={() => navigate(paths.employerSetup, { replace: true })}>
          Choose a plan again
        </Button>
      </Paper>
    );
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {notice ? (
          <Alert severity="info" role="status" sx={{ alignSelf: 'stretch' }}>
            {notice}
          </Alert>
        ) : (
          <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
            {freeTrial ? 'Your free trial has started.' : 'Payment received. Your plan is active.'}
          </Alert>
        )}
        <Typography>Your company is set up. Post your first job or look around your dashboard.</Typography>
        <Button
          variant="contained"
          onClick={() => {
            // Setup is complete: the session says so, and the guard now opens the employer's screens.
            setStoredProfileComplete(true);
            dispatch(profileCompleted());
            navigate(paths.employer.dashboard, { replace: true });
          }}
        >
          Continue to dashboard
        </Button>
      </Stack>
    </Paper>
  );
}
