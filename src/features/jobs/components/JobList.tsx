import type { ReactNode } from 'react';
import { useNavigationType } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Job } from '@/state/jobs/types';
import { LoadError } from '@/components/LoadError';

/**
 * A list of jobs with its loading, error and empty states. The list is paged by the caller, so it never
 * renders more than a page of cards whatever the number of results.
 */
export function JobList({
  jobs,
  loading,
  error,
  empty,
  renderJob,
  label,
  onRetry,
}: {
  jobs: Job[];
  loading?: boolean;
  error?: string;
  empty: ReactNode;
  renderJob: (job: Job) => ReactNode;
  label: string;
  /** Offered with the error: asks again. */
  onRetry?: () => void;
}) {
  if (error) return <LoadError message={error} onRetry={onRetry} />;
  if (loading && !jobs.length)
    return (
      <Box aria-busy="true" aria-label={`Loading ${label}`} sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} />
        ))}
      </Box>
    );
  if (!jobs.length)
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{empty}</Typography>
      </Paper>
    );
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={loading || undefined}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, opacity: loading ? 0.6 : 1 }}
    >
      {jobs.map((job) => (
        <li key={job.id}>{renderJob(job)}</li>
      ))}
    </Box>
  );
}

/**
 * The query options of a list that the browser's Back and Forward return to: it shows the cache as it was left
 * (the same pages in the same order, where the browser puts the scroll back) rather than refreshing it, which
 * would move what the user just opened (a job opened is VIEWED, and that ranks the best matches anew). Any other
 * arrival (a link, the menu, a reload) refreshes it, as every query does (src/state/api.ts), and so does the user's
 * return to the tab: a job saved or applied to in another tab read 'Save' and 'Apply' here, beside counts that had
 * caught up (QA).
 */
export const useBackKeepsList = () => ({
  refetchOnMountOrArgChange: useNavigationType() !== 'POP',
  refetchOnFocus: true,
});
