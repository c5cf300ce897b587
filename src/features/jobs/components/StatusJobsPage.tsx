import { useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/PageHeader';
import { formatDate } from '@/lib/dates';
import { useFocusStaysIn } from '@/lib/useRefocus';
import { SeekerJobsApi } from '@/state/jobs/seekerEndpoints';
import type { Job } from '@/state/jobs/types';
import { CompareTray } from './CompareTray';
import { JobCard } from './JobCard';
import { JobCounts } from './JobCounts';
import { JobList } from './JobList';
import { JobStatusActions } from './JobStatusActions';
import { focusRing } from '@/components/focusRing';

/** /saved-jobs and /applied-jobs: one list by status, with the counts and each job's chip. */
export function StatusJobsPage({
  status,
  title,
  subtitle,
  empty,
}: {
  status: 'SAVED' | 'APPLIED';
  title: string;
  subtitle?: string;
  empty: string;
}) {
  const { data, isFetching, error, refetch } = SeekerJobsApi.useGetJobsByStatusQuery(status);
  // A job that leaves the saved list with the button that held focus (applied to here, or in another tab and seen
  // on return to this one): focus goes to the list.
  const list = useRef<HTMLDivElement>(null);
  const keepFocus = useFocusStaysIn(list, data);

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <JobCounts list={status} />
      {/* Every list with Compare boxes shows what is picked, and the way to the comparison. */}
      <CompareTray />
      <Box ref={list} tabIndex={-1} sx={focusRing} onFocus={keepFocus}>
        <JobList
          label={title}
          jobs={data?.jobs ?? []}
          // Only until the list first comes: fetched again (on return to the tab, after a change) it stays as it is.
          loading={isFetching && !data}
          error={error && !data ? error.message : undefined}
          onRetry={refetch}
          empty={empty}
          renderJob={(job) => (
            <JobCard job={job} actions={status === 'SAVED' ? <JobStatusActions job={job} /> : undefined}>
              <UpdatedAt job={job} />
            </JobCard>
          )}
        />
      </Box>
    </>
  );
}

function UpdatedAt({ job }: { job: Job & { statusUpdatedAt?: string } }) {
  const when = formatDate(job.statusUpdatedAt, 'medium');
  if (!when) return null;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        Updated {when}
      </Typography>
    </Box>
  );
}
