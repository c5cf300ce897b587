import { api } from '@/api/client';
import { EP } from '@/api/endpoints';
import { apiThunk } from '@/api/thunk';
import { toast } from '@/components/toast';
import { SUCCESS } from '@/lib/messages';
import type { BulkJob, EmployerJobStatus, JobDraft, JobSort } from '@/state/employer/types';
import type { Job, JobOptions, JobType } from '@/state/jobs/types';

/** Spec section 3: the isDuplicateListing flag belongs to the form and is removed before sending. */
export function toJobPayload(draft: JobDraft): Omit<JobDraft, 'isDuplicateListing'> {
  const { isDuplicateListing: _formOnly, ...payload } = draft;
  return payload;
}

export const fetchJobOptions = apiThunk('jobs/employer/fetchOptions', async (): Promise<JobOptions> => {
  const [tags, qualifications, benefits] = await Promise.all([
    api.get<string[]>(EP.jobLookup.tags),
    api.get<string[]>(EP.jobLookup.qualifications),
    api.get<string[]>(EP.jobLookup.benefits),
  ]);
  return { tags: tags.data ?? [], qualifications: qualifications.data ?? [], benefits: benefits.data ?? [] };
});

export const postJob = apiThunk('jobs/employer/post', async (draft: JobDraft) => {
  const { data } = await api.post<Job>(EP.jobs.create, toJobPayload(draft));
  toast.success(SUCCESS.jobPosted);
  return data;
});

export const updateJob = apiThunk('jobs/employer/update', async (draft: JobDraft) => {
  const { data } = await api.put<Job>(EP.jobs.update, toJobPayload(draft));
  toast.success(SUCCESS.jobUpdated);
  return data;
});

export interface JobSummary {
  totalJobCount: number;
  activeJobs: Job[];
}

export const fetchJobSummary = apiThunk('jobs/employer/summary', async (): Promise<JobSummary> => {
  const { data } = await api.get<Partial<JobSummary>>(EP.jobs.statusForEmployer);
  return { totalJobCount: data?.totalJobCount ?? 0, activeJobs: data?.activeJobs ?? [] };
});

export interface EmployerJobQuery {
  jobType?: JobType;
  status?: EmployerJobStatus;
  jobSort: JobSort;
  search?: string;
  page: number;
  size: number;
}

/** One page of the employer's jobs; the list screen keeps it (it is that screen's view, not shared state). */
export const fetchEmployerJobs = apiThunk('jobs/employer/list', async (query: EmployerJobQuery) => {
  const { data } = await api.get<{ jobs?: Job[]; total?: number }>(EP.jobs.forEmployer, { params: query });
  return { jobs: data?.jobs ?? [], total: data?.total ?? 0 };
});

export const fetchJob = apiThunk('jobs/employer/fetchJob', async (id: number) => {
  const { data } = await api.get<Job>(EP.jobs.byId(id));
  return data;
});

/** The 'Job Status Updated Successfully' toast shows only when asked for; a delete says its own message. */
export const updateJobStatus = apiThunk(
  'jobs/employer/updateStatus',
  async ({ job, status, notify = false }: { job: Job; status: EmployerJobStatus; notify?: boolean }) => {
    await api.patch(EP.jobs.updateStatus(job.id, status));
    if (status === 'DELETED') toast.success(SUCCESS.jobDeleted);
    else if (notify) toast.success(SUCCESS.jobStatusUpdated);
    return { job, status };
  },
);

export const uploadBulkJobs = apiThunk(
  'jobs/employer/bulkUpload',
  async ({ file, onProgress }: { file: File; onProgress?: (pct: number) => void }) => {
    const form = new FormData();
    form.append('file', file);
    const { data } = await api.post<{ jobs?: BulkJob[]; added?: number }>(EP.jobs.bulkUpload, form, {
      errorToast: false, // the screen names the row and column inline
      onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
    });
    return { jobs: data?.jobs ?? [], added: data?.added ?? 0 };
  },
);

export const fetchBulkJobs = apiThunk('jobs/employer/bulkList', async () => {
  const { data } = await api.get<{ jobs?: BulkJob[] }>(EP.jobs.bulkJobs);
  return data?.jobs ?? [];
});

export const updateBulkJob = apiThunk('jobs/employer/bulkEdit', async (row: BulkJob) => {
  const { id, row: _row, fileName: _file, ...draft } = row;
  const { data } = await api.put<BulkJob>(EP.jobs.bulkJob(id), toJobPayload(draft));
  toast.success(SUCCESS.jobUpdated);
  return data;
});

export const updateBulkJobsStatus = apiThunk(
  'jobs/employer/bulkStatus',
  async ({ ids, status }: { ids: number[]; status: 'POSTED' | 'DELETED' }) => {
    const { data } = await api.put<{ jobs?: BulkJob[]; count?: number }>(EP.jobs.updateBulkStatus, {
      ids,
      status,
    });
    const count = data?.count ?? 0;
    toast.success(
      status === 'POSTED'
        ? `${count} ${count === 1 ? 'job has' : 'jobs have'} been posted.`
        : SUCCESS.jobDeleted,
    );
    return { jobs: data?.jobs ?? [], count, status };
  },
);

/** Address suggestions for the job's location (the answer is the field's own, not stored). */
export const fetchAddressSuggestions = apiThunk('jobs/employer/address', async (input: string) => {
  const { data } = await api.get<Array<{ placeId: string; description: string }>>(EP.lookup.address, {
    params: { input },
    errorToast: false, // typing on is the answer to a failed suggestion
  });
  return (data ?? []).map((d) => d.description);
});
