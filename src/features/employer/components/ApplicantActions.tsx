import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppDispatch } from '@/app/hooks';
import ScheduleMeetingDialog from '@/features/meetings/components/ScheduleMeetingDialog';
import StartChatButton from '@/features/chat/components/StartChatButton';
import { ApplicantsApi, applicantStatusChanged } from '@/state/employer/applicants';
import type { ApplicantProfile } from '@/state/employer/types';
import { personName } from '@/lib/names';

/** What an employer can do from an applicant's profile: schedule an interview, pass, or message them. */
export function ApplicantActions({
  applicant,
  job,
}: {
  applicant: ApplicantProfile;
  job: { id: number; title: string };
}) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [setStatus, marking] = ApplicantsApi.useSetApplicantStatusMutation();
  const name = personName(applicant);
  const unavailable = marking.isLoading || applicant.employerJobStatus === 'NOT_A_MATCH';
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Schedule interview
      </Button>
      <Button
        variant="outlined"
        color="error"
        // Not disabled while the call runs or once it is done: a disabled button drops keyboard focus to the page.
        aria-disabled={unavailable}
        onClick={() => {
          if (!unavailable) void setStatus({ jobId: job.id, userId: applicant.id, status: 'NOT_A_MATCH' });
        }}
        sx={{
          '&[aria-disabled="true"]': { color: 'action.disabled', borderColor: 'action.disabledBackground' },
        }}
      >
        Not a Match
      </Button>
      <StartChatButton recipientId={applicant.id} recipientName={name} jobId={job.id} />
      <ScheduleMeetingDialog
        open={open}
        onClose={() => setOpen(false)}
        jobSeeker={{ id: applicant.id, name }}
        job={job}
        onScheduled={() => {
          setOpen(false);
          dispatch(applicantStatusChanged(job.id));
        }}
      />
    </Box>
  );
}
