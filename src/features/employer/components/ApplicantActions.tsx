import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppDispatch } from '@/app/hooks';
import ScheduleMeetingDialog from '@/features/meetings/components/ScheduleMeetingDialog';
import StartChatButton from '@/features/chat/components/StartChatButton';
import { applicantStatusChanged } from '@/state/employer/applicants';
import type { ApplicantProfile } from '@/state/employer/types';
import { personName } from '@/lib/names';
import { useRefocus } from '@/lib/useRefocus';
import { NotAMatchNotice } from './NotAMatchNotice';
import { useNotAMatch } from './useNotAMatch';
import { inactive } from '@/components/inactive';

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
  // As in the review: a Not a Match says so and can be undone.
  const notAMatch = useNotAMatch(job.id, (name) => `Undone: ${name} is no longer marked Not a Match.`);
  const name = personName(applicant);
  const unavailable = notAMatch.busy || applicant.employerJobStatus === 'NOT_A_MATCH';
  // An undo takes its own button away: focus goes back to Not a Match, available again.
  const { target: notAMatchButton, refocusTo } = useRefocus<'actions', HTMLButtonElement>('actions');
  return (
    <Box>
      <NotAMatchNotice
        notice={notAMatch.notice}
        marked={notAMatch.marked}
        busy={notAMatch.busy}
        onUndo={() => void notAMatch.undo().then((done) => done && refocusTo('actions'))}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setOpen(true)}>
          Schedule interview
        </Button>
        <Button
          ref={notAMatchButton}
          variant="outlined"
          color="error"
          // While the call runs and once it is done (see inactive).
          {...inactive(unavailable)}
          onClick={() => {
            if (!unavailable) void notAMatch.mark(applicant);
          }}
        >
          Not a Match
        </Button>
        <StartChatButton recipientId={applicant.id} recipientName={name} jobId={job.id} />
      </Box>
      <ScheduleMeetingDialog
        open={open}
        onClose={() => setOpen(false)}
        jobSeeker={{ id: applicant.id, name }}
        job={job}
        onScheduled={() => {
          setOpen(false);
          notAMatch.clear();
          dispatch(applicantStatusChanged(job.id));
        }}
      />
    </Box>
  );
}
