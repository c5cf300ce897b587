import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectRequest } from '@/api/request-state';
import { PageHeader } from '@/components/PageHeader';
import { formatDate } from '@/lib/dates';
import { fetchJobsByStatus } from '../seekerApi';
import type { Job } from '../types';
import { CompareTray } from './CompareTray';
import { JobCard } from './JobCard';
import { JobCounts } from './JobCounts';
import { JobList } from './JobList';
import { JobStatusActions } from './JobStatusActions';
import Typography from '@mui/material/Typography';

/** /saved-jobs and /applied-jobs: one list by status, with the counts and each job's chip. */
export function StatusJobsPage({
  status,
  title,
  empty,
}: {
  status: 'SAVED' | 'APPLIED';
  title: string;
  empty: string;
}) {
  const dispatch = useAppDispatch();
  const jobs = useAppSelector((s) => (status === 'SAVED' ? s.jobs.savedJobs : s.jobs.appliedJobs) ?? []);
  const request = selectRequest(
    useAppSelector((s) => s.jobs.requests),
    fetchJobsByStatus,
  );

  useEffect(() => {
    void dispatch(fetchJobsByStatus(status));
  }, [dispatch, status]);

  return (
    <>
      <PageHeader title={title} />
      <JobCounts />
      {status === 'SAVED' && <CompareTray />}
      <JobList
        label={title}
        jobs={jobs}
        loading={request.isPending}
        error={request.isRejected && !jobs.length ? request.error?.message : undefined}
        empty={empty}
        renderJob={(job) => (
          <JobCard job={job} actions={status === 'SAVED' ? <JobStatusActions job={job} /> : undefined}>
            <UpdatedAt job={job} />
          </JobCard>
        )}
      />
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
