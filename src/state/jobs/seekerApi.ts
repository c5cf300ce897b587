import { api } from '@/api/client';
import { EP } from '@/api/endpoints';
import { apiThunk } from '@/api/thunk';
import type { Job, JobSeekerJobStatus, JobType, WorkArrangement } from '@/state/jobs/types';

export interface JobsByStatus {
  jobs: Job[];
  savedJobsCount: number;
  viewedJobsCount: number;
  totalAppliedJobsCount: number;
}

export const fetchJobsByStatus = apiThunk('jobs/fetchJobsByStatus', async (status: JobSeekerJobStatus) => {
  const { data } = await api.get<Partial<JobsByStatus>>(EP.userJobs.byStatus, { params: { status } });
  return {
    jobs: data?.jobs ?? [],
    savedJobsCount: data?.savedJobsCount ?? 0,
    viewedJobsCount: data?.viewedJobsCount ?? 0,
    totalAppliedJobsCount: data?.totalAppliedJobsCount ?? 0,
  };
});

/** Records SAVED, APPLIED or VIEWED for a job; saving and applying refresh that list and the counts. */
export const setJobStatus = apiThunk(
  'jobs/setJobStatus',
  async ({ jobId, status }: { jobId: number; status: JobSeekerJobStatus }, { dispatch }) => {
    const { data } = await api.post<{ status?: Job['userJobStatus'] }>(
      EP.userJobs.save,
      { jobId, status },
      // Recording a view is silent: the page works without it.
      status === 'VIEWED' ? { errorToast: false } : undefined,
    );
    if (status !== 'VIEWED') void dispatch(fetchJobsByStatus(status));
    return { jobId, status: data?.status ?? status };
  },
);

export const fetchJob = apiThunk('jobs/fetchJob', async (id: number) => {
  const { data } = await api.get<Job>(EP.jobs.byId(id), { errorToast: false });
  return data;
});

export interface SearchParams {
  query: string;
  jobType: JobType[];
  workArrangement: WorkArrangement[];
  page: number;
  size: number;
}

export interface SearchResult {
  jobs: Job[];
  total: number;
}

export const searchJobs = apiThunk('jobs/searchJobs', async (p: SearchParams, { signal }) => {
  const { data } = await api.get<Partial<SearchResult>>(EP.jobs.search, {
    signal,
    errorToast: false,
    params: {
      query: p.query || undefined,
      jobType: p.jobType.join(',') || undefined,
      workArrangement: p.workArrangement.join(',') || undefined,
      page: p.page,
      size: p.size,
    },
  });
  return { jobs: data?.jobs ?? [], total: data?.total ?? 0 };
});

/** A best match, with why it matches when the backend says. */
export interface MatchedJob extends Job {
  matchScore?: number;
  matchedQualifications?: string[];
  matchedTags?: string[];
}

export const BEST_MATCH_PAGE = 10;

export const fetchBestMatches = apiThunk('jobs/fetchBestMatches', async (index: number) => {
  const { data } = await api.get<{ jobs?: MatchedJob[]; total?: number }>(EP.jobs.bestMatch, {
    params: { index, size: BEST_MATCH_PAGE },
    errorToast: false,
  });
  return { index, jobs: data?.jobs ?? [], total: data?.total ?? 0 };
});

export const fetchJobsByIds = apiThunk('jobs/fetchJobsByIds', async (ids: number[]) => {
  const { data } = await api.post<Job[]>(EP.jobs.byIds, { ids }, { errorToast: false });
  return Array.isArray(data) ? data : [];
});
