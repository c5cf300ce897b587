import { api } from '@/api/client';
import { EP } from '@/api/endpoints';
import { apiThunk } from '@/api/thunk';
import { toast } from '@/components/toast';
import type { Choice, Meeting, MeetingInput } from '@/state/meetings/types';

/** The feature's own confirmations (the spec names none for meetings). */
export const MEETING_MESSAGES = {
  scheduled: 'Meeting scheduled.',
  updated: 'Meeting updated.',
  cancelled: 'Meeting cancelled.',
} as const;

/** A list answer may be a bare array or wrapped under a key; anything else is an empty list. */
function listFrom<T>(data: unknown, ...keys: string[]): T[] {
  if (Array.isArray(data)) return data as T[];
  for (const key of keys) {
    const value = (data as Record<string, unknown> | null)?.[key];
    if (Array.isArray(value)) return value as T[];
  }
  return [];
}

export const fetchMeetings = apiThunk('meetings/fetchMeetings', async () => {
  const { data } = await api.get<Meeting[]>(EP.meetings.mine);
  return listFrom<Meeting>(data, 'meetings').filter((m) => m?.meetingDto?.startTime);
});

export const fetchMeeting = apiThunk('meetings/fetchMeeting', async (id: number) => {
  const { data } = await api.get<Meeting>(EP.meetings.byId(id), { errorToast: false });
  return data;
});

/** The dialog shows a failed create or edit itself, so these calls do not toast. */
export const createMeeting = apiThunk('meetings/createMeeting', async (input: MeetingInput) => {
  const { data } = await api.post<Meeting>(EP.meetings.zoom, input, { errorToast: false });
  return data;
});

export const updateMeeting = apiThunk(
  'meetings/updateMeeting',
  async ({ input, inline = true }: { input: MeetingInput & { id: number }; inline?: boolean }) => {
    // A move in the calendar has no form to show the failure at, so it toasts.
    const { data } = await api.put<Meeting>(EP.meetings.zoom, input, inline ? { errorToast: false } : {});
    toast.success(MEETING_MESSAGES.updated);
    return data;
  },
);

export const cancelMeeting = apiThunk('meetings/cancelMeeting', async (id: number) => {
  await api.delete(EP.meetings.zoomById(id));
  toast.success(MEETING_MESSAGES.cancelled);
  return id;
});

/** Scheduling an interview: the applicant moves to SCHEDULED for the job, then the meeting is created. */
export const scheduleInterview = apiThunk(
  'meetings/scheduleInterview',
  async (input: MeetingInput, { dispatch }) => {
    await api.post(
      EP.userJobs.save,
      { jobId: input.jobId, userId: input.jobSeekerId, status: 'SCHEDULED' },
      { errorToast: false },
    );
    const meeting = await dispatch(createMeeting(input)).unwrap();
    toast.success(MEETING_MESSAGES.scheduled);
    return meeting;
  },
);

interface ApplicantRow {
  id: number;
  firstName?: string;
  lastName?: string;
  name?: string;
  email?: string;
}

/** The employer's jobs, for the dialog when no job is given. */
export const fetchJobChoices = apiThunk('meetings/fetchJobChoices', async () => {
  // Interviews are for open jobs; one page of up to 100 holds every open job of a typical company.
  const { data } = await api.get(EP.jobs.forEmployer, { params: { status: 'ACTIVE', size: 100 } });
  return listFrom<{ id: number; title: string; status?: string; location?: string }>(data, 'jobs', 'content')
    .filter((j) => j.status !== 'DELETED')
    .map((j): Choice => ({ id: j.id, label: j.title, detail: j.location }));
});

/** A job's applicants, for the dialog when no applicant is given. */
export const fetchApplicantChoices = apiThunk('meetings/fetchApplicantChoices', async (jobId: number) => {
  const { data } = await api.get(EP.users.appliedJobSeekers(jobId));
  const rows = listFrom<ApplicantRow>(data, 'jobSeekers', 'applicants', 'users', 'content');
  return {
    jobId,
    applicants: rows.map((u): Choice => ({
      id: u.id,
      label: u.name ?? ([u.firstName, u.lastName].filter(Boolean).join(' ') || u.email || `#${u.id}`),
    })),
  };
});

export const meetingThunks = [
  fetchMeetings,
  fetchMeeting,
  createMeeting,
  updateMeeting,
  cancelMeeting,
  scheduleInterview,
  fetchJobChoices,
  fetchApplicantChoices,
];
