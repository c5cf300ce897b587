import Button from '@mui/material/Button';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import SendIcon from '@mui/icons-material/Send';
import { toast } from '@/components/toast';
import { SeekerJobsApi } from '@/state/jobs/seekerEndpoints';
import { hasApplied } from '@/state/jobs/rules';
import type { Job } from '@/state/jobs/types';
import { jobName } from '@/state/jobs/selectors';
import { inactive } from '@/components/inactive';
import { useAppDispatch } from '@/app/hooks';
import { isRefusal } from '@/api/errors';
import { isClosed } from './ClosedChip';

/**
 * Save and Apply for one job, reflecting its current status. The new status reaches every screen that
 * lists the job through the api cache; each card has its own request state.
 */
export function JobStatusActions({ job, size = 'small' }: { job: Job; size?: 'small' | 'medium' }) {
  const dispatch = useAppDispatch();
  const [setStatus, { isLoading: busy }] = SeekerJobsApi.useSetSeekerJobStatusMutation();
  const applied = hasApplied(job.userJobStatus);
  const saved = job.userJobStatus === 'SAVED';
  // A failure is told by the client's toast; the buttons are enabled again for another try. A refusal (the job
  // closed or gone since it was loaded) brings the job as it is now to every screen that shows it.
  const act = async (status: 'SAVED' | 'APPLIED') => {
    if (busy || applied || (status === 'SAVED' && saved)) return;
    const result = await setStatus({ jobId: job.id, status });
    if (isRefusal(result.error))
      dispatch(SeekerJobsApi.util.invalidateTags([{ type: 'Job', id: job.id }, 'SeekerJobs']));
    if (result.error || status !== 'APPLIED') return;
    toast.success(`Applied to ${job.title}. It is in your applied jobs now.`);
  };

  // A closed job offers neither (its chip says why); an application made before keeps its Applied.
  if (isClosed(job) && !applied) return null;
  return (
    <>
      {/* Once applied, saving says nothing more: the job is in the applied list. */}
      {!applied && (
        <Button
          size={size}
          variant="outlined"
          startIcon={saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
          {...inactive(saved || busy)}
          onClick={() => void act('SAVED')}
          aria-label={saved ? `${jobName(job)} saved` : `Save ${jobName(job)}`}
        >
          {saved ? 'Saved' : 'Save'}
        </Button>
      )}
      <Button
        size={size}
        variant="contained"
        startIcon={<SendIcon />}
        {...inactive(applied || busy)}
        onClick={() => void act('APPLIED')}
        aria-label={applied ? `Applied to ${jobName(job)}` : `Apply to ${jobName(job)}`}
      >
        {applied ? 'Applied' : 'Apply'}
      </Button>
    </>
  );
}
