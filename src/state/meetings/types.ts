export interface MeetingDto {
  id: number;
  topic: string;
  /** ISO instants: stored in UTC, shown in the viewer's local zone. */
  startTime: string;
  endTime: string;
  joinUrl?: string;
  notes?: string;
  jobId?: number | null;
  jobTitle?: string | null;
  companyName?: string | null;
  employerId?: number;
  jobSeekerId?: number;
  /** The person on the other side of the meeting, as seen by the signed-in user. */
  otherPartyName?: string;
}

/** Spec section 3: a meeting wraps meetingDto with zoomMeetingId. */
export interface Meeting {
  zoomMeetingId: string;
  meetingDto: MeetingDto;
}

/** What POST and PUT /zoom/meeting take (PUT adds the meeting's id). */
export interface MeetingInput {
  id?: number;
  topic: string;
  startTime: string;
  endTime: string;
  notes?: string;
  jobId: number;
  jobSeekerId: number;
}

/** An applicant or job the employer can pick in the scheduling dialog. */
export interface Choice {
  id: number;
  label: string;
  /** A second line that tells apart choices with the same label (a job's location). */
  detail?: string;
}
