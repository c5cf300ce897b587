import { listOf, withDefaults } from '@/lib/lists';
import { req } from '@/api/baseQuery';
import { EP } from '@/api/endpoints';
import { SUCCESS } from '@/lib/messages';
import { baseApi } from '@/state/api';
import { get, idTag, ifOk, lifecycle, upload } from '@/state/lifecycle';
import type * as E from '@/state/employer/types';
import type { Job } from '@/state/jobs/types';
import { counted } from '@/lib/text';

/** Spec section 3: the isDuplicateListing flag belongs to the form and is removed before sending. */
export function toJobPayload(draft: E.JobDraft): Omit<E.JobDraft, 'isDuplicateListing'> {
  const { isDuplicateListing: _formOnly, ...payload } = draft;
  return payload;
}

/**
 * Every list of the employer's jobs (the summary, each page of the list, the pickers) provides
 * 'EmployerJobs': posting a job, editing one or changing its status invalidates it, and each screen that
 * shows the jobs refetches (spec section 4: a posted job increases the total by one and is added to active jobs).
 */
const JOBS = ['EmployerJobs'] as const;
const jobAndLists = ({ id }: { id?: number }) => [...JOBS, { type: 'Job' as const, id }];
type BulkStatusChange = { ids: number[]; status: 'POSTED' | 'DELETED' };

export const EmployerJobsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobSummary: build.query(
      get(EP.jobs.statusForEmployer, JOBS, withDefaults<E.JobSummary>({ totalJobCount: 0, activeJobs: [] })),
    ),
    getEmployerJobs: build.query<{ jobs: Job[]; total: number }, E.EmployerJobQuery>({
      query: (params) => ({ url: EP.jobs.forEmployer, params }),
      transformResponse: withDefaults<{ jobs: Job[]; total: number }>({ jobs: [], total: 0 }),
      providesTags: JOBS,
    }),
    /** One of the employer's jobs (to edit, duplicate, or title its applicants). */
    // Quiet: the job form says a failure at the form; elsewhere the job only names the page's subject.
    getEmployerJob: build.query(
      get<Job, number>((id) => ({ url: EP.jobs.byId(id), errorToast: false }), idTag('Job')),
    ),
    postJob: build.mutation<Job, E.JobDraft>({
      // A refusal for the plan (403) the posting page says itself, with the way to a plan.
      query: (draft) =>
        req('POST', EP.jobs.create, toJobPayload(draft), {
          errorToast: (e) => (e.status === 403 ? false : undefined),
        }),
      onQueryStarted: lifecycle({ ok: SUCCESS.jobPosted }),
      invalidatesTags: ifOk(JOBS),
    }),
    updateJob: build.mutation<Job, E.JobDraft>({
      query: (draft) => req('PUT', EP.jobs.update, toJobPayload(draft)),
      onQueryStarted: lifecycle({ ok: SUCCESS.jobUpdated }),
      invalidatesTags: ifOk(jobAndLists),
    }),
    /** 'Job Status Updated Successfully' shows only when asked for; a delete says its own message. */
    updateJobStatus: build.mutation<void, { id: number; status: E.JobStatusChange; notify?: boolean }>({
      query: ({ id, status }) => req('PATCH', EP.jobs.updateStatus(id, status)),
      onQueryStarted: lifecycle({
        ok: ({ status, notify }) =>
          status === 'DELETE' ? SUCCESS.jobDeleted : notify ? SUCCESS.jobStatusUpdated : null,
      }),
      invalidatesTags: ifOk(jobAndLists),
    }),
    getBulkJobs: build.query(
      get(EP.jobs.bulkJobs, [], (data: { jobs?: E.BulkJob[] } | null) => listOf<E.BulkJob>(data?.jobs)),
    ),
    /** The screen names the bad row and column inline, so no toast; progress goes to onProgress. */
    uploadBulkJobs: build.mutation<E.BulkUpload, { file: File; onProgress?: (pct: number) => void }>({
      query: (arg) => upload(EP.jobs.bulkUpload, arg, { errorToast: false }),
      transformResponse: withDefaults<E.BulkUpload>({ jobs: [], added: 0 }),
      onQueryStarted: lifecycle({ then: (_, { jobs }, dispatch) => dispatch(bulkList(jobs)) }),
    }),
    updateBulkJob: build.mutation<E.BulkJob, E.BulkJob>({
      query: ({ id, row: _row, fileName: _file, ...draft }) =>
        req('PUT', EP.jobs.bulkJob(id), toJobPayload(draft)),
      onQueryStarted: lifecycle({
        ok: SUCCESS.jobUpdated,
        then: (_, saved, dispatch) =>
          dispatch(bulkList((rows) => rows.map((r) => (r.id === saved.id ? saved : r)))),
      }),
    }),
    /** Posted rows become active jobs: the employer's job lists refetch too. */
    updateBulkJobsStatus: build.mutation<E.BulkStatusResult, BulkStatusChange>({
      query: (body) => req('PUT', EP.jobs.updateBulkStatus, body),
      transformResponse: withDefaults<E.BulkStatusResult>({ jobs: [], count: 0 }),
      onQueryStarted: lifecycle({
        // Rows deleted were never posted: the spec's 'Job Post has been Deleted.' is for a posted job.
        ok: ({ status }, { count }) =>
          status === 'POSTED'
            ? `${counted(count, 'job has', 'jobs have')} been posted.`
            : `${counted(count, 'job')} removed from the review.`,
        then: (_, { jobs }, dispatch) => dispatch(bulkList(jobs)),
      }),
      invalidatesTags: ifOk(({ status }) => (status === 'POSTED' ? JOBS : [])),
    }),
  }),
});

/** The review list (shown beside the upload) as the server last answered it: an upload, or posting and deleting rows. */
function bulkList(jobs: E.BulkJob[] | ((rows: E.BulkJob[]) => E.BulkJob[])) {
  return EmployerJobsApi.util.updateQueryData('getBulkJobs', undefined, (rows) =>
    typeof jobs === 'function' ? jobs(rows) : jobs,
  );
}
