import type { Meeting } from '../types';

/**
 * The one scheduling dialog (public entry point of the meetings feature): used from applicant review,
 * the applicant profile, the meetings list and the calendar. Date, start time (the end defaults to one
 * hour later), notes. For an applicant it records SCHEDULED (POST /user-jobs) and creates the meeting
 * (POST /zoom/meeting); with `meeting` it edits (PUT /zoom/meeting).
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
}

// Placeholder until the meetings issue lands; the interface above is fixed.
export default function ScheduleMeetingDialog(_props: ScheduleMeetingDialogProps) {
  return null;
}
