import { EP } from '@/api/endpoints';
import { listOf, withDefaults } from '@/lib/lists';
import { baseApi } from '@/state/api';
import type {
  ApplicantProfile,
  ApplicantSummary,
  BestMatchPage,
  RecentApplicant,
} from '@/state/employer/types';

/** The latest applicants across all the employer's jobs (the dashboard). */
const RECENT = 'RECENT';

/**
 * One job's applicants in every view (list, emails, profiles, best-match review) share the tag
 * { Applicants, jobId }: a status change of one applicant refreshes each view that shows it.
 */
const ofJob = (jobId: number) => [{ type: 'Applicants' as const, id: jobId }];

/** Best match first, one at a time: spec section 4's applicant review. */
export interface BestMatchArg {
  jobId: number;
  index: number;
}

export const applicantsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecentApplicants: build.query<RecentApplicant[], void>({
      query: () => ({ url: EP.jobs.users, params: { size: 8 } }),
      transformResponse: (data) => listOf<RecentApplicant>(data),
      providesTags: [{ type: 'Applicants', id: RECENT }],
    }),
    getApplicants: build.query<ApplicantSummary[], number>({
      query: (jobId) => EP.users.appliedJobSeekers(jobId),
      transformResponse: (data) => listOf<ApplicantSummary>(data),
      providesTags: (_r, _e, jobId) => ofJob(jobId),
    }),
    getApplicantEmails: build.query<string[], number>({
      query: (jobId) => EP.users.appliedJobSeekerEmails(jobId),
      transformResponse: (data: { emails?: string[] } | null) => data?.emails ?? [],
      providesTags: (_r, _e, jobId) => ofJob(jobId),
    }),
    /** Full profiles (comparison, the profile page); the screen shows the error (spec section 8). */
    getApplicantProfiles: build.query<ApplicantProfile[], { jobId: number; ids: number[] }>({
      query: ({ jobId, ids }) => ({
        url: EP.users.jobseekersBasicInfo(jobId),
        method: 'POST',
        data: { ids },
        errorToast: false,
      }),
      transformResponse: (data) => listOf<ApplicantProfile>(data),
      providesTags: (_r, _e, { jobId }) => ofJob(jobId),
    }),
    getBestMatch: build.query<BestMatchPage, BestMatchArg>({
      query: ({ jobId, index }) => ({ url: EP.users.bestMatch(jobId), params: { index } }),
      transformResponse: withDefaults<BestMatchPage>({ applicant: null, index: 0, total: 0 }),
      providesTags: (_r, _e, { jobId }) => ofJob(jobId),
    }),
    /** Marks an applicant as not a match for a job (POST /user-jobs as the employer). */
    markNotAMatch: build.mutation<void, { jobId: number; userId: number }>({
      query: ({ jobId, userId }) => ({
        url: EP.userJobs.save,
        method: 'POST',
        data: { jobId, userId, status: 'NOT_A_MATCH' },
      }),
      invalidatesTags: (_r, error, { jobId }) => (error ? [] : applicantChanged(jobId)),
    }),
  }),
});

/** The tags to invalidate when an applicant's status for a job changes (not a match, interview scheduled). */
export const applicantChanged = (jobId: number) => [
  ...ofJob(jobId),
  { type: 'Applicants' as const, id: RECENT },
];

/** An applicant's status for a job changed elsewhere (an interview scheduled): every view of them refetches. */
export const applicantStatusChanged = (jobId: number) =>
  applicantsApi.util.invalidateTags(applicantChanged(jobId));
