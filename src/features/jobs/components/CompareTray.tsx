import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { counted } from '@/lib/text';
import { clearCompare } from '@/state/jobs/jobsSlice';
import { MAX_COMPARE, selectCompareIds } from '@/state/jobs/selectors';

/** Shows the jobs picked for comparison and opens the comparison once there are two or more. */
export function CompareTray() {
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectCompareIds);
  if (!ids.length) return null;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Jobs to compare"
      sx={{ p: 1.5, mb: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography sx={{ flexGrow: 1 }}>
        {ids.length} of {MAX_COMPARE} jobs picked to compare
        {ids.length < 2 ? ': pick at least one more' : ''}
      </Typography>
      <Button onClick={() => dispatch(clearCompare())}>Clear</Button>
      {/* Until two are picked there is nowhere to go: a disabled button, not a link with an address. */}
      {ids.length < 2 ? (
        <Button variant="contained" disabled>
          Compare {counted(ids.length, 'job')}
        </Button>
      ) : (
        <Button variant="contained" component={RouterLink} to={paths.jobSeeker.compareJobs(ids)}>
          Compare {counted(ids.length, 'job')}
        </Button>
      )}
    </Paper>
  );
}
