import { listOf, withDefaults } from '@/lib/lists';
import { EP } from '@/api/endpoints';
import { SUCCESS } from '@/lib/messages';
import { baseApi } from '@/state/api';
import { onSuccess, successToast, upload } from '@/state/lifecycle';
import { toast } from '@/components/toast';
import type {
  BulkJob,
  BulkStatusResult,
  BulkUpload,
  EmployerJobQuery,
  EmployerJobStatus,
  JobDraft,
  JobSummary,
} from '@/state/employer/types';
import type { Job, JobOptions } from '@/state/jobs/types';

/** Spec section 3: the isDuplicateListing flag belongs to the form and is removed before sending. */
export function toJobPayload(draft: JobDraft): Omit<JobDraft, 'isDuplicateListing'> {
  const { isDuplicateListing: _formOnly, ...payload } = draft;
  return payload;
}

/**
 * Every list of the employer's jobs (the summary, each page of the list, the pickers) provides
 * 'EmployerJobs': posting a job, editing one or changing its status invalidates it, and each screen that
 * shows the jobs refetches (spec section 4: a posted job increases the total by one and is added to active jobs).
 */
const JOBS = ['EmployerJobs'] as const;

export const employerJobsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobOptions: build.query<JobOptions, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const [tags, qualifications, benefits] = await Promise.all(
          [EP.jobLookup.tags, EP.jobLookup.qualifications, EP.jobLookup.benefits].map((url) =>
            baseQuery(url),
          ),
        );
        const failed = [tags, qualifications, benefits].find((r) => r.error);
        if (failed?.error) return { error: failed.error };
        return {
          data: {
            tags: listOf<string>(tags.data),
            qualifications: listOf<string>(qualifications.data),
            benefits: listOf<string>(benefits.data),
          },
        };
      },
      providesTags: ['JobOptions'],
    }),
    getJobSummary: build.query<JobSummary, void>({
      query: () => EP.jobs.statusForEmployer,
      transformResponse: withDefaults<JobSummary>({ totalJobCount: 0, activeJobs: [] }),
      providesTags: JOBS,
    }),
    getEmployerJobs: build.query<{ jobs: Job[]; total: number }, EmployerJobQuery>({
      query: (params) => ({ url: EP.jobs.forEmployer, params }),
      transformResponse: withDefaults<{ jobs: Job[]; total: number }>({ jobs: [], total: 0 }),
      providesTags: JOBS,
    }),
    /** One of the employer's jobs (to edit, duplicate, or title its applicants). */
    getEmployerJob: build.query<Job, number>({
      query: (id) => EP.jobs.byId(id),
      providesTags: (_r, _e, id) => [{ type: 'Job', id }],
    }),
    postJob: build.mutation<Job, JobDraft>({
      query: (draft) => ({ url: EP.jobs.create, method: 'POST', data: toJobPayload(draft) }),
      onQueryStarted: successToast(SUCCESS.jobPosted),
      invalidatesTags: (_r, error) => (error ? [] : JOBS),
    }),
    updateJob: build.mutation<Job, JobDraft>({
      query: (draft) => ({ url: EP.jobs.update, method: 'PUT', data: toJobPayload(draft) }),
      onQueryStarted: successToast(SUCCESS.jobUpdated),
      invalidatesTags: (_r, error, draft) => (error ? [] : [...JOBS, { type: 'Job', id: draft.id }]),
    }),
    /** 'Job Status Updated Successfully' shows only when asked for; a delete says its own message. */
    updateJobStatus: build.mutation<void, { id: number; status: EmployerJobStatus; notify?: boolean }>({
      query: ({ id, status }) => ({ url: EP.jobs.updateStatus(id, status), method: 'PATCH' }),
      onQueryStarted: successToast(({ status, notify }: { status: EmployerJobStatus; notify?: boolean }) =>
        status === 'DELETED' ? SUCCESS.jobDeleted : notify ? SUCCESS.jobStatusUpdated : null,
      ),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [...JOBS, { type: 'Job', id }]),
    }),
    getBulkJobs: build.query<BulkJob[], void>({
      query: () => EP.jobs.bulkJobs,
      transformResponse: (data: { jobs?: BulkJob[] } | null) => listOf(data?.jobs),
      providesTags: ['BulkJobs'],
    }),
    /** The screen names the bad row and column inline, so no toast; progress goes to onProgress. */
    uploadBulkJobs: build.mutation<BulkUpload, { file: File; onProgress?: (pct: number) => void }>({
      query: (arg) => upload(EP.jobs.bulkUpload, arg, { errorToast: false }),
      transformResponse: withDefaults<BulkUpload>({ jobs: [], added: 0 }),
      onQueryStarted: onSuccess((_: unknown, { jobs }: BulkUpload, dispatch) => dispatch(bulkList(jobs))),
    }),
    updateBulkJob: build.mutation<BulkJob, BulkJob>({
      query: ({ id, row: _row, fileName: _file, ...draft }) => ({
        url: EP.jobs.bulkJob(id),
        method: 'PUT',
        data: toJobPayload(draft),
      }),
      onQueryStarted: onSuccess((_: unknown, saved: BulkJob, dispatch) => {
        toast.success(SUCCESS.jobUpdated);
        dispatch(bulkList((rows) => rows.map((r) => (r.id === saved.id ? saved : r))));
      }),
    }),
    /** Posted rows become active jobs: the employer's job lists refetch too. */
    updateBulkJobsStatus: build.mutation<BulkStatusResult, { ids: number[]; status: 'POSTED' | 'DELETED' }>({
      query: (body) => ({ url: EP.jobs.updateBulkStatus, method: 'PUT', data: body }),
      transformResponse: withDefaults<BulkStatusResult>({ jobs: [], count: 0 }),
      onQueryStarted: onSuccess(
        ({ status }: { status: 'POSTED' | 'DELETED' }, { jobs, count }: BulkStatusResult, dispatch) => {
          toast.success(
            status === 'POSTED'
              ? `${count} ${count === 1 ? 'job has' : 'jobs have'} been posted.`
              : SUCCESS.jobDeleted,
          );
          dispatch(bulkList(jobs));
        },
      ),
      invalidatesTags: (_r, error, { status }) => (!error && status === 'POSTED' ? JOBS : []),
    }),
  }),
});

/** The review list (shown beside the upload) as the server last answered it: an upload, or posting and deleting rows. */
function bulkList(jobs: BulkJob[] | ((rows: BulkJob[]) => BulkJob[])) {
  return employerJobsApi.util.updateQueryData('getBulkJobs', undefined, (rows) =>
    typeof jobs === 'function' ? jobs(rows) : jobs,
  );
}
