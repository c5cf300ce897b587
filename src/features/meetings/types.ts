export interface MeetingDto {
  id: number;
  topic: string;
  startTime: string;
  endTime: string;
  joinUrl?: string;
  notes?: string;
  jobId?: number | null;
  jobTitle?: string | null;
  employerId?: number;
  jobSeekerId?: number;
  otherPartyName?: string;
}

/** Spec section 3: a meeting wraps meetingDto with zoomMeetingId. */
export interface Meeting {
  zoomMeetingId: string;
  meetingDto: MeetingDto;
}
