import { Suspense, useEffect } from 'react';
import { lazyOnce } from '@/lib/lazyOnce';
import type { Meeting } from '@/state/meetings/types';

/**
 * The one scheduling dialog (public entry point of the meetings feature): used from applicant review,
 * the applicant profile, the meetings list and the calendar. Date, start time (the end defaults to one
 * hour later), notes. For an applicant it records SCHEDULED (POST /user-jobs) and creates the meeting
 * (POST /zoom/meeting); with `meeting` it edits (PUT /zoom/meeting).
 *
 * Its form (Formik, the validation rules and the text fields: about 40 KiB gzip) is a chunk of its own: a
 * screen that offers the dialog paints without it and fetches it as soon as it has mounted, so the dialog
 * opens at once when asked for; a job seeker, who never schedules, never downloads it.
 */
export interface ScheduleMeetingDialogProps {
  open: boolean;
  onClose: () => void;
  onScheduled?: (meeting: Meeting) => void;
  jobSeeker?: { id: number; name: string };
  job?: { id: number; title: string };
  /** Edit this meeting instead of creating one. */
  meeting?: Meeting;
  /** ISO date-time to start from (a calendar slot). */
  defaultStart?: string;
  /** ISO date-time to end at (a range dragged on the calendar); else an hour after the start. */
  defaultEnd?: string;
}

const form = lazyOnce<ScheduleMeetingDialogProps>(() => import('./ScheduleMeetingForm'));
/** Starts loading the dialog's form (tests load it up front). */
export const preloadScheduleMeetingDialog = form.load;

export default function ScheduleMeetingDialog(props: ScheduleMeetingDialogProps) {
  useEffect(() => void form.load().catch(() => {}), []);
  return (
    <Suspense fallback={null}>
      <form.Component {...props} />
    </Suspense>
  );
}
