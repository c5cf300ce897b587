import { req } from '@/api/baseQuery';
import { EP } from '@/api/endpoints';
import { listOf, withDefaults } from '@/lib/lists';
import { baseApi } from '@/state/api';
import { get, ifOk } from '@/state/lifecycle';
import type * as T from './types';

/** The latest applicants across all the employer's jobs (the dashboard). */
const RECENT = { type: 'Applicants' as const, id: 'RECENT' };

/**
 * One job's applicants in every view (list, emails, profiles, best-match review) share the tag
 * { Applicants, jobId }: a status change of one applicant refreshes each view that shows it.
 */
const ofJob = (jobId: number) => [{ type: 'Applicants' as const, id: jobId }];
/** The tags of a call whose argument is the job's id, or carries it. */
const ofArg = (_r: unknown, _e: unknown, arg: number | { jobId: number }) =>
  ofJob(typeof arg === 'object' ? arg.jobId : arg);

export const ApplicantsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecentApplicants: build.query(
      get({ url: EP.jobs.users, params: { size: 8 } }, [RECENT], listOf<T.RecentApplicant>),
    ),
    getApplicants: build.query(
      get<T.ApplicantSummary[], number>(EP.users.appliedJobSeekers, ofArg, listOf<T.ApplicantSummary>),
    ),
    getApplicantEmails: build.query(
      get<string[], number>(
        // The page says a failure beside Copy all emails, with Retry: not a toast as well.
        (jobId) => ({ url: EP.users.appliedJobSeekerEmails(jobId), errorToast: false }),
        ofArg,
        (data: { emails?: string[] } | null) => data?.emails ?? [],
      ),
    ),
    /** Full profiles (comparison, the profile page); the screen shows the error (spec section 8). */
    getApplicantProfiles: build.query<T.ApplicantProfile[], { jobId: number; ids: number[] }>({
      query: ({ jobId, ids }) =>
        req('POST', EP.users.jobseekersBasicInfo(jobId), { ids }, { errorToast: false }),
      transformResponse: (data) => listOf<T.ApplicantProfile>(data),
      providesTags: ofArg,
    }),
    /** Best match first, one at a time: spec section 4's applicant review. */
    getBestMatch: build.query<T.BestMatchPage, { jobId: number; index: number }>({
      query: ({ jobId, index }) => ({ url: EP.users.bestMatch(jobId), params: { index } }),
      transformResponse: withDefaults<T.BestMatchPage>({ applicant: null, index: 0, total: 0 }),
      providesTags: ofArg,
    }),
    /**
     * Sets an applicant's status for a job (POST /user-jobs as the employer): Not a Match, or, to undo that, the
     * status they had before.
     */
    setApplicantStatus: build.mutation<void, { jobId: number; userId: number; status: T.EmployerSetStatus }>({
      query: ({ jobId, userId, status }) => req('POST', EP.userJobs.save, { jobId, userId, status }),
      invalidatesTags: ifOk(({ jobId }) => applicantChanged(jobId)),
    }),
  }),
});

/** The tags to invalidate when an applicant's status for a job changes (not a match, interview scheduled). */
export const applicantChanged = (jobId: number) => [...ofJob(jobId), RECENT];

/** An applicant's status for a job changed elsewhere (an interview scheduled): every view of them refetches. */
export const applicantStatusChanged = (jobId: number) =>
  ApplicantsApi.util.invalidateTags(applicantChanged(jobId));
