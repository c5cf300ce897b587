import { useState } from 'react';
import Button from '@mui/material/Button';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import SendIcon from '@mui/icons-material/Send';
import { useAppDispatch } from '@/app/hooks';
import { setJobStatus } from '../seekerApi';
import type { Job, JobSeekerJobStatus } from '../types';

const APPLIED_FAMILY = new Set(['APPLIED', 'SCHEDULED', 'NOT_A_MATCH', 'SUBMITTED']);

/** Whether the seeker has applied (any status the employer moved it to counts). */
const hasApplied = (status: Job['userJobStatus']) => APPLIED_FAMILY.has(status ?? '');

/**
 * Save and Apply for one job, reflecting its current status. `onChange` lets a list that keeps its own
 * copy of the job (search results) follow the new status.
 */
export function JobStatusActions({
  job,
  size = 'small',
  onChange,
}: {
  job: Job;
  size?: 'small' | 'medium';
  onChange?: (jobId: number, status: Job['userJobStatus']) => void;
}) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<JobSeekerJobStatus | null>(null);
  const applied = hasApplied(job.userJobStatus);
  const saved = applied || job.userJobStatus === 'SAVED';

  const act = async (status: JobSeekerJobStatus) => {
    setBusy(status);
    const result = await dispatch(setJobStatus({ jobId: job.id, status }));
    setBusy(null);
    if (setJobStatus.fulfilled.match(result)) onChange?.(job.id, result.payload.status ?? status);
  };

  return (
    <>
      <Button
        size={size}
        variant="outlined"
        startIcon={saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
        disabled={saved || busy != null}
        onClick={() => void act('SAVED')}
        aria-label={saved ? `${job.title} saved` : `Save ${job.title}`}
      >
        {saved ? 'Saved' : 'Save'}
      </Button>
      <Button
        size={size}
        variant="contained"
        startIcon={<SendIcon />}
        disabled={applied || busy != null}
        onClick={() => void act('APPLIED')}
        aria-label={applied ? `Applied to ${job.title}` : `Apply to ${job.title}`}
      >
        {applied ? 'Applied' : 'Apply'}
      </Button>
    </>
  );
}
