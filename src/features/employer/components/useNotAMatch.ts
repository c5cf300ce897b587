import { useCallback, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { bookedInterview } from '@/features/meetings/bookedInterview';
import { personName } from '@/lib/names';
import { ApplicantsApi } from '@/state/employer/applicants';
import type { ApplicantProfile, EmployerSetStatus } from '@/state/employer/types';

/** The statuses an Undo can set back (an employer sets these); another one (already Not a Match) has no Undo. */
const UNDOABLE: EmployerSetStatus[] = ['APPLIED', 'SCHEDULED'];

/** The last Not a Match for a job: who, the status they had before, and whether it was undone. */
export interface Marked {
  jobId: number;
  id: number;
  name: string;
  /** The status to set back on Undo; none when it was not one an employer sets (no Undo then). */
  before: EmployerSetStatus | null;
  undone: boolean;
  /** When their interview for the job, still booked, starts ('Monday, November 30 at 10:00 am'), if they have one. */
  interview?: string;
}

/**
 * Marking an applicant Not a Match for a job, as the review and the applicant's profile both do: it says who was
 * marked, and can be undone (their previous status set back) until the next action; an undo says so too.
 * `undoneText` says where the undone applicant is now. Another job's mark is not this one's to undo.
 */
export function useNotAMatch(jobId: number | null, undoneText: (name: string) => string) {
  const [setStatus, call] = ApplicantsApi.useSetApplicantStatusMutation();
  const dispatch = useAppDispatch();
  const busy = call.isLoading;
  const [last, setLast] = useState<Marked | null>(null);
  // Who is being marked while the call runs: said at once, the screen otherwise unchanged for as long as it takes.
  const [pending, setPending] = useState<string | null>(null);
  const marked = last?.jobId === jobId ? last : null;
  const notice = pending
    ? `Marking ${pending} as Not a Match…`
    : !marked
      ? ''
      : marked.undone
        ? undoneText(marked.name)
        : `Marked ${marked.name} as Not a Match.${marked.interview ? ` Their interview on ${marked.interview} is still booked.` : ''}`;

  /** Marks the applicant; true once the server has taken it. */
  const mark = useCallback(
    async (applicant: ApplicantProfile) => {
      if (!jobId || busy) return false;
      setPending(personName(applicant));
      const done = await setStatus({ jobId, userId: applicant.id, status: 'NOT_A_MATCH' });
      setPending(null);
      if (done.error) return false;
      const prior = applicant.employerJobStatus ?? 'APPLIED';
      const before = UNDOABLE.find((s) => s === prior) ?? null;
      const entry = { jobId, id: applicant.id, name: personName(applicant), before, undone: false };
      setLast(entry);
      // An interview still booked for the job is said with the mark: it is not cancelled with it.
      void bookedInterview(dispatch, jobId, applicant.id, Date.now()).then(
        (interview) => interview && setLast((now) => (now === entry ? { ...entry, interview } : now)),
      );
      return true;
    },
    [busy, dispatch, jobId, setStatus],
  );

  /** Sets the marked applicant's previous status back; true once the server has taken it. */
  const undo = async () => {
    if (!marked?.before || marked.undone || busy) return false;
    const done = await setStatus({ jobId: marked.jobId, userId: marked.id, status: marked.before });
    if (done.error) return false;
    setLast({ ...marked, undone: true });
    return true;
  };

  /** Another action was taken: the last mark is no longer said, nor offered for undoing. */
  const clear = useCallback(() => setLast(null), []);

  return { marked, notice, busy, mark, undo, clear };
}
