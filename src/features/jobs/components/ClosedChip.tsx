import Chip from '@mui/material/Chip';
import type { Job } from '@/state/jobs/types';

/** An inactive job is closed to new applicants (docs/decisions.md): the seeker is not offered Save or Apply. */
export const isClosed = (job: Job) => job.status === 'INACTIVE';
export const CLOSED = 'No longer accepting applications';

/** Says a job no longer takes applications, wherever a seeker meets it; nothing for an open job. */
export function ClosedChip({ job }: { job: Job }) {
  if (!isClosed(job)) return null;
  return (
    <Chip
      size="small"
      label={CLOSED}
      // Wraps in a narrow column (a comparison on a phone) rather than ending in an ellipsis.
      sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal' } }}
    />
  );
}
