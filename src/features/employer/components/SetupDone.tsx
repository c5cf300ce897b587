import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { profileCompleted } from '@/state/auth/authSlice';
import { setStoredProfileComplete } from '@/lib/storage';

/** Where the payment provider returns: success goes on to a first job or the dashboard; failure back to the plans. */
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
  // Setup is complete: the session says so, and the guard now opens the employer's screens. The move is drawn
  // at once, with the session's change: drawn after it, the guard would close setup first (to the dashboard).
  const finish = (to: string) => {
    setStoredProfileComplete(true);
    dispatch(profileCompleted());
    void navigate(to, { replace: true, flushSync: true });
  };
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
        <Alert severity={notice ? 'info' : 'success'} role="status" sx={{ alignSelf: 'stretch' }}>
          {notice ?? (freeTrial ? 'Your free trial has started.' : 'Payment received. Your plan is active.')}
        </Alert>
        <Button variant="contained" onClick={() => finish(paths.employer.jobsPosting())}>
          Post a job
        </Button>
        <Button onClick={() => finish(paths.employer.dashboard)}>Continue to dashboard</Button>
      </Stack>
    </Paper>
  );
}
