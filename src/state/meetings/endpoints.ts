import { req } from '@/api/baseQuery';
import { EP } from '@/api/endpoints';
import type { ApiError } from '@/api/errors';
import { toast } from '@/components/toast';
import { listOf } from '@/lib/lists';
import { baseApi } from '@/state/api';
import type { RootState } from '@/app/store';
import { ApplicantsApi } from '@/state/employer/applicants';
import type { EmployerSetStatus } from '@/state/employer/types';
import { idTag, ifOk, lifecycle, type Patch } from '@/state/lifecycle';
import type { Meeting, MeetingInput } from './types';

/** The feature's own confirmations (the spec names none for meetings). */
export const MEETING_MESSAGES = {
  scheduled: 'Meeting scheduled.',
  updated: 'Meeting updated.',
  cancelled: 'Meeting cancelled.',
} as const;

const byId = (id: number) => (m: Meeting) => m.meetingDto.id === id;

/** This tab's changes to meetings: how many are on their way, and when the last one ended. */
let changing = 0;
let changedAt = 0;
/** An onQueryStarted of a call that changes a meeting, counted above. */
const changeHere =
  <Arg, Api>(started: (arg: Arg, api: Api) => Promise<unknown>) =>
  async (arg: Arg, api: Api) => {
    changing++;
    try {
      await started(arg, api);
    } finally {
      changing--;
      changedAt = Date.now();
    }
  };

export const MeetingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMeetings: build.query<Meeting[], void>({
      async queryFn(_: void, { getState }, _extra, baseQuery) {
        const askedAt = Date.now();
        // The list on screen fetched again (each minute) and failing again is not told again: once is enough until a
        // fetch succeeds (the cache entry keeps its last failure until then). The list stays as it was meanwhile.
        const last = MeetingsApi.endpoints.getMeetings.select()(getState() as RootState);
        const res = await baseQuery({ url: EP.meetings.mine, ...(last.data && last.error && quiet) });
        if (res.error) return { error: res.error };
        // Read once the answer is in (a session that ends meanwhile aborts this call with the cache: nothing is told).
        const state = getState() as RootState;
        const shown = shownMeetings(state);
        const list = listOf<Meeting>(res.data, 'meetings').filter((m) => m?.meetingDto?.startTime);
        // Fetched again (on return to the tab, each minute, after a change): what the other side changed since the
        // list on screen came is told. Not when this tab changed a meeting meanwhile: the list on screen already
        // shows that change, and an answer asked for before it was made may not.
        if (shown && !changing && changedAt < askedAt)
          void import('./changes').then(({ meetingChanges }) => {
            const said = meetingChanges(shown, list, state.auth.role);
            if (said) toast.info(said);
          });
        return { data: list };
      },
      providesTags: ['Meetings'],
    }),
    getMeeting: build.query<Meeting, number>({
      query: (id) => ({ url: EP.meetings.byId(id), ...quiet }),
      providesTags: idTag('Meetings'),
      // The list follows what the meeting's own fetch found: moved (the other side changed it) it shows the new
      // time and notes; gone (cancelled) it leaves.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const found = await queryFulfilled.then(
          ({ data }) => data,
          (e: { error?: unknown }) => (e.error as ApiError | undefined)?.code === 'NOT_FOUND',
        );
        if (found === true) dispatch(withoutMeeting(id));
        else if (found && found.meetingDto)
          dispatch(meetings((list) => list.map((m) => (byId(id)(m) ? found : m))));
      },
    }),
    /**
     * Scheduling an interview: the applicant moves to SCHEDULED for the job (POST /user-jobs), then the meeting
     * is created (POST /zoom/meeting). The dialog shows a failure itself. If the meeting is refused, the
     * applicant goes back to the status they had (as the employer's lists knew it), so that no screen says
     * 'Interviewing Process' for an interview that does not exist. Either way every screen that lists the
     * applicant's status for the job (the employer's applicants and job, the seeker's lists) fetches it again.
     */
    scheduleInterview: build.mutation<Meeting, MeetingInput>({
      async queryFn(input, { getState }, __, baseQuery) {
        const before = statusBefore(getState() as RootState, input);
        const status = (to: EmployerSetStatus) =>
          req('POST', EP.userJobs.save, { jobId: input.jobId, userId: input.jobSeekerId, status: to }, quiet);
        const scheduled = await baseQuery(status('SCHEDULED'));
        if (scheduled.error) return { error: scheduled.error };
        const created = await baseQuery(req('POST', EP.meetings.zoom, input, quiet));
        if (!created.error) return { data: created.data as Meeting };
        if (before !== 'SCHEDULED') await baseQuery(status(before));
        return { error: created.error };
      },
      invalidatesTags: ['Meetings', 'SeekerJobs', 'Applicants', 'Job'],
      onQueryStarted: changeHere(lifecycle({ ok: MEETING_MESSAGES.scheduled })),
    }),
    /**
     * An edit from the dialog shows its failure there (inline); a move in the calendar has no form to show it
     * at, so it toasts, and the meeting shows at its new time at once (back where it was if the call fails).
     */
    updateMeeting: build.mutation<Meeting, { input: MeetingInput & { id: number }; inline?: boolean }>({
      query: ({ input, inline = true }) => req('PUT', EP.meetings.zoom, input, inline ? quiet : {}),
      invalidatesTags: ['Meetings'],
      onQueryStarted: changeHere(
        lifecycle({
          patch: ({ input }: { input: MeetingInput & { id: number } }) =>
            meetings((list) => {
              const meeting = list.find(byId(input.id));
              if (meeting) Object.assign(meeting.meetingDto, input);
            }),
          ok: MEETING_MESSAGES.updated,
        }),
      ),
    }),
    /**
     * Spec section 4: a cancelled meeting leaves the list (and the calendar) at once; a failure puts it back. The
     * last interview with an applicant for a job cancelled, the application goes back to its earlier status
     * (docs/decisions.md): once the server has cancelled it, every screen that shows that status fetches it again.
     * Not the list of meetings: it has already lost the meeting, and a refetch could bring it back for a moment.
     */
    cancelMeeting: build.mutation<void, number>({
      query: (id) => req('DELETE', EP.meetings.zoomById(id)),
      invalidatesTags: ifOk(['Applicants', 'Job', 'SeekerJobs']),
      onQueryStarted: changeHere(lifecycle({ patch: withoutMeeting, ok: MEETING_MESSAGES.cancelled })),
    }),
  }),
});

/**
 * The user's meetings as the list and the calendar show them, kept current while on screen: the other side may
 * move or cancel a meeting (the spec has no notification for it), and a job seeker waiting on the page to join
 * must not find out only at Join. Fetched again when the user comes back to the tab, and each minute while the
 * tab is in front (not in a tab left in the background).
 */
export const useMeetings = () =>
  MeetingsApi.useGetMeetingsQuery(undefined, {
    refetchOnFocus: true,
    pollingInterval: 60_000,
    skipPollingIfUnfocused: true,
  });

const quiet = { errorToast: false } as const;

/** The applicant's status for the job before scheduling, from the employer's cached list (else they applied). */
function statusBefore(state: RootState, { jobId, jobSeekerId }: MeetingInput): EmployerSetStatus {
  const applicants = ApplicantsApi.endpoints.getApplicants.select(jobId)(state).data;
  const known = applicants?.find((a) => a.id === jobSeekerId)?.employerJobStatus;
  return known === 'SCHEDULED' || known === 'NOT_A_MATCH' ? known : 'APPLIED';
}

/** The list of meetings in the cache, if it has been fetched. */
function shownMeetings(state: RootState): Meeting[] | undefined {
  return MeetingsApi.endpoints.getMeetings.select()(state).data;
}

/** A change to the cached list of meetings. */
function meetings(recipe: (list: Meeting[]) => Meeting[] | void): Patch {
  return MeetingsApi.util.updateQueryData('getMeetings', undefined, recipe);
}

/** The cached list without one meeting (cancelled here, or gone from the server). */
function withoutMeeting(id: number): Patch {
  return meetings((list) => list.filter((m) => !byId(id)(m)));
}
