import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { counted } from '@/lib/text';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import ScheduleMeetingDialog from '@/features/meetings/components/ScheduleMeetingDialog';
import StartChatButton from '@/features/chat/components/StartChatButton';
import { ApplicantsApi, applicantStatusChanged } from '@/state/employer/applicants';
import {
  applicantActed,
  applicantActionUndone,
  reviewOpened,
  reviewReset,
} from '@/state/employer/employerSlice';
import { readReviewIndex, writeReviewIndex } from '@/lib/storage';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import { ApplicantDetails } from '../components/ApplicantDetails';
import { JobPicker } from '../components/JobPicker';
import { PickJobFirst } from '../components/PickJobFirst';
import { LoadError } from '@/components/LoadError';
import { JobLoadError } from '../components/JobLoadError';
import { isRefusal } from '@/api/errors';
import {
  readShortcuts,
  ReviewActions,
  shortcutFor,
  writeShortcuts,
  type ReviewActionKey,
} from '../components/ReviewActions';
import { useRefocus } from '@/lib/useRefocus';
import { useSwipe, type SwipeDirection } from '../components/useSwipe';
import { employerLinks, idParam } from '../links';
import { personName } from '@/lib/names';
import { focusRing } from '@/components/focusRing';
import { clearOfAppBar } from '@/components/clearOfAppBar';
import { useNotAMatch } from '../components/useNotAMatch';
import { NotAMatchNotice } from '../components/NotAMatchNotice';

const SWIPES: Record<SwipeDirection, ReviewActionKey> = { right: 'schedule', left: 'notAMatch' };

/** /active-match-job?jobId=: the job's applicants one at a time, best match first. */
export default function ActiveMatchJobPage() {
  const [search, setSearch] = useSearchParams();
  const jobId = idParam(search.get('jobId'));
  const dispatch = useAppDispatch();
  const review = useAppSelector((s) => s.employer.review);
  // Before reviewOpened has run for this job (the first render after a reload), its kept place, not the start.
  const index = review.jobId === jobId ? review.index : jobId ? readReviewIndex(jobId) : 0;
  // The job first: one the server refuses (gone) is said once, here, not also by the review's toast.
  const jobQuery = EmployerJobsApi.useGetEmployerJobQuery(jobId ?? skipToken);
  const gone = isRefusal(jobQuery.error);
  const match = ApplicantsApi.useGetBestMatchQuery(
    jobId && !jobQuery.isLoading && !gone ? { jobId, index } : skipToken,
  );
  const jobTitle = jobQuery.data?.title ?? '';
  const [scheduling, setScheduling] = useState(false);
  const [shortcuts, setShortcuts] = useState(readShortcuts);
  // A Not a Match (a key, a swipe) says so and can be undone until the next action.
  const notAMatch = useNotAMatch(jobId, (name) => `Undone: ${name} is back in the review.`);
  const { mark, clear: clearMarked, busy: marking } = notAMatch;

  useEffect(() => {
    if (jobId) dispatch(reviewOpened(jobId));
  }, [dispatch, jobId]);
  // The place survives a reload of the tab.
  useEffect(() => {
    if (jobId && review.jobId === jobId) writeReviewIndex(jobId, review.index);
  }, [jobId, review]);

  // Only the answer for this index: while the next one loads, no action can reach the previous applicant.
  const applicant = match.currentData?.applicant ?? null;
  const total = match.data?.total ?? 0;
  const done = !!match.currentData && index >= match.currentData.total;

  // Every action changes the applicant shown (Undo's button goes, too), and while the next one loads the card
  // and its buttons give way to a loader: focus moves to the card once the next applicant is shown, or to the
  // line saying the review is done when the last one was acted on.
  // Without scrolling to it: a card taller than the screen was scrolled to its start, which took the buttons just
  // pressed above the screen (QA, 1280 px); the effect below scrolls when the card's start is above the screen.
  const { target: card, refocusTo } = useRefocus<'card', HTMLDivElement>(applicant || done ? 'card' : null, {
    preventScroll: true,
  });

  // A job chosen in the picker: focus goes on to its first applicant, where the review's keys work (on the picker
  // a letter is the picker's, and S or N jumped to another job).
  const chosenJob = useRef<number | null>(null);
  const cardShown = !!(applicant || done);

  // The next applicant takes focus, which scrolls to it: on a phone, where the card is below the actions, that
  // left the Not a Match line and its Undo above the screen. Once the card has focus, they are brought into view.
  // (Declared after useRefocus, so this runs after its focus.)
  const noticeBox = useRef<HTMLDivElement>(null);
  const undoable = !!notAMatch.marked?.before && !notAMatch.marked.undone;
  const shownId = applicant?.id ?? (done ? 'done' : null);
  useEffect(() => {
    if (undoable && shownId != null) noticeBox.current?.scrollIntoView?.({ block: 'nearest' });
    // Otherwise the next card is read from its start: pressed far down a long card (the actions stay in view on a
    // phone), an action left the next one's start above the screen.
    else if (shownId != null && (card.current?.getBoundingClientRect().top ?? 0) < 0)
      card.current?.scrollIntoView?.({ block: 'start' });
  }, [undoable, shownId, card]);
  useEffect(() => {
    if (chosenJob.current == null || chosenJob.current !== jobId || !cardShown) return;
    chosenJob.current = null;
    card.current?.focus();
  }, [jobId, cardShown, card]);

  const act = useCallback(
    async (key: ReviewActionKey) => {
      if (marking) return;
      clearMarked();
      if (key === 'reset') {
        refocusTo('card');
        return void dispatch(reviewReset());
      }
      if (!applicant || !jobId) return;
      if (key === 'schedule') return setScheduling(true);
      if (key === 'skip') {
        refocusTo('card');
        return void dispatch(applicantActed({ employerJobStatus: null, updateIndex: true }));
      }
      if (!(await mark(applicant))) return;
      refocusTo('card');
      dispatch(applicantActed({ employerJobStatus: 'NOT_A_MATCH', updateIndex: true }));
    },
    [applicant, dispatch, jobId, mark, clearMarked, marking, refocusTo],
  );

  const undo = async () => {
    if (!(await notAMatch.undo())) return;
    dispatch(applicantActionUndone());
    refocusTo('card');
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!shortcuts || scheduling || e.altKey || e.ctrlKey || e.metaKey) return;
      const el = e.target as HTMLElement;
      // A letter typed in a field or a picker (the Job picker is a combobox: a letter jumps to a job) is not a
      // shortcut.
      if (
        el.closest(
          'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="listbox"], [role="combobox"]',
        )
      )
        return;
      const key = shortcutFor(e.key);
      if (!key) return;
      e.preventDefault();
      void act(key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act, scheduling, shortcuts]);

  const swipe = useSwipe((d) => void act(SWIPES[d]));
  const name = applicant ? personName(applicant) : '';

  return (
    <>
      <PageHeader
        title="Best-match review"
        subtitle={
          jobId && total
            ? done
              ? `${counted(total, 'applicant')} reviewed`
              : `Applicant ${Math.min(index + 1, total)} of ${total}`
            : undefined
        }
        actions={
          <JobPicker
            value={jobId}
            current={jobQuery.currentData}
            onChange={(id) => {
              chosenJob.current = id;
              setSearch({ jobId: String(id) });
            }}
          />
        }
      />
      {jobId && (
        <NotAMatchNotice
          ref={noticeBox}
          // Over the screen's foot: the buttons stay where they were clicked as it comes and goes.
          floating
          notice={notAMatch.notice}
          marked={notAMatch.marked}
          busy={marking}
          onUndo={() => void undo()}
        />
      )}
      {!jobId ? (
        // A job's link, as the picker: focus goes on to its first applicant, not to the page with the link.
        <PickJobFirst linkTo={employerLinks.review} onPick={(id) => (chosenJob.current = id)}>
          Choose a job to review its best-matching applicants.
        </PickJobFirst>
      ) : gone ? (
        <JobLoadError error={jobQuery.error} />
      ) : match.isError && !applicant ? (
        <LoadError error={match.error} onRetry={() => void match.refetch()} />
      ) : done ? (
        <Paper ref={card} tabIndex={-1} variant="outlined" sx={{ p: 3, ...focusRing }}>
          <Typography sx={{ mb: 2 }}>
            {total
              ? 'You have reviewed every applicant for this job.'
              : 'No one has applied to this job yet.'}
          </Typography>
          {total > 0 && (
            <Button variant="contained" onClick={() => void act('reset')}>
              Start over
            </Button>
          )}
        </Paper>
      ) : !applicant ? (
        <PageLoader />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ReviewActions
            disabled={{ reset: index === 0 }}
            onAction={(k) => void act(k)}
            shortcuts={shortcuts}
            onShortcutsChange={(on) => {
              setShortcuts(on);
              writeShortcuts(on);
            }}
          />
          <Paper
            ref={card}
            tabIndex={-1}
            variant="outlined"
            component="article"
            aria-label={`Applicant ${name}`}
            // The next applicant takes focus: its name stops below the app bar, not under it (nor, on a phone, under
            // the actions that stay in view there).
            sx={{
              p: 3,
              touchAction: 'pan-y',
              ...focusRing,
              scrollMarginTop: { xs: 170, sm: clearOfAppBar.scrollMarginTop },
            }}
            {...swipe}
          >
            <ApplicantDetails applicant={applicant} />
            <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={employerLinks.profile(jobId, applicant.id)} variant="text">
                Open full profile
              </Button>
              <StartChatButton recipientId={applicant.id} recipientName={name} jobId={jobId} />
            </Box>
          </Paper>
          <ScheduleMeetingDialog
            open={scheduling}
            onClose={() => setScheduling(false)}
            jobSeeker={{ id: applicant.id, name }}
            job={{ id: jobId, title: jobTitle }}
            onScheduled={() => {
              setScheduling(false);
              // The dialog would give focus back to Schedule interview, which gives way to a loader.
              refocusTo('card');
              dispatch(applicantStatusChanged(jobId));
              dispatch(applicantActed({ employerJobStatus: 'SCHEDULED', updateIndex: true }));
            }}
          />
        </Box>
      )}
    </>
  );
}
