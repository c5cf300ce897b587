import { EP } from '@/api/endpoints';
import { listOf } from '@/lib/lists';
import { baseApi } from '@/state/api';
import { optimistic, successToast, type Patch } from '@/state/lifecycle';
import type { Meeting, MeetingInput } from './types';

/** The feature's own confirmations (the spec names none for meetings). */
export const MEETING_MESSAGES = {
  scheduled: 'Meeting scheduled.',
  updated: 'Meeting updated.',
  cancelled: 'Meeting cancelled.',
} as const;

const byId = (id: number) => (m: Meeting) => m.meetingDto.id === id;

export const meetingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMeetings: build.query<Meeting[], void>({
      query: () => ({ url: EP.meetings.mine }),
      transformResponse: (data) => listOf<Meeting>(data, 'meetings').filter((m) => m?.meetingDto?.startTime),
      providesTags: ['Meetings'],
    }),
    getMeeting: build.query<Meeting, number>({
      query: (id) => ({ url: EP.meetings.byId(id), errorToast: false }),
      providesTags: (_, __, id) => [{ type: 'Meetings', id }],
    }),
    /**
     * Scheduling an interview: the applicant moves to SCHEDULED for the job (POST /user-jobs), then the meeting
     * is created (POST /zoom/meeting). The dialog shows a failure itself. Every screen that lists the
     * applicant's status for the job (the employer's applicants and job, the seeker's lists) fetches it again.
     */
    scheduleInterview: build.mutation<Meeting, MeetingInput>({
      async queryFn(input, _, __, baseQuery) {
        const status = await baseQuery({
          url: EP.userJobs.save,
          method: 'POST',
          data: { jobId: input.jobId, userId: input.jobSeekerId, status: 'SCHEDULED' },
          errorToast: false,
        });
        if (status.error) return { error: status.error };
        const created = await baseQuery({
          url: EP.meetings.zoom,
          method: 'POST',
          data: input,
          errorToast: false,
        });
        return created.error ? { error: created.error } : { data: created.data as Meeting };
      },
      invalidatesTags: (_, error) => (error ? [] : ['Meetings', 'SeekerJobs', 'Applicants', 'Job']),
      onQueryStarted: successToast(MEETING_MESSAGES.scheduled),
    }),
    /**
     * An edit from the dialog shows its failure there (inline); a move in the calendar has no form to show it
     * at, so it toasts, and the meeting shows at its new time at once (back where it was if the call fails).
     */
    updateMeeting: build.mutation<Meeting, { input: MeetingInput & { id: number }; inline?: boolean }>({
      query: ({ input, inline = true }) => ({
        url: EP.meetings.zoom,
        method: 'PUT',
        data: input,
        ...(inline && { errorToast: false }),
      }),
      invalidatesTags: ['Meetings'],
      onQueryStarted: optimistic(
        ({ input }: { input: MeetingInput & { id: number } }) =>
          meetings((list) => {
            const meeting = list.find(byId(input.id));
            if (meeting) Object.assign(meeting.meetingDto, input);
          }),
        MEETING_MESSAGES.updated,
      ),
    }),
    /** Spec section 4: a cancelled meeting leaves the list (and the calendar) at once; a failure puts it back. */
    cancelMeeting: build.mutation<void, number>({
      query: (id) => ({ url: EP.meetings.zoomById(id), method: 'DELETE' }),
      onQueryStarted: optimistic(
        (id: number) => meetings((list) => list.filter((m) => !byId(id)(m))),
        MEETING_MESSAGES.cancelled,
      ),
    }),
  }),
});

/** A change to the cached list of meetings. */
function meetings(recipe: (list: Meeting[]) => Meeting[] | void): Patch {
  return meetingsApi.util.updateQueryData('getMeetings', undefined, recipe);
}
