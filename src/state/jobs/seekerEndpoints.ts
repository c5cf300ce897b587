import { req } from '@/api/baseQuery';
import { EP } from '@/api/endpoints';
import { listOf, withDefaults } from '@/lib/lists';
import { baseApi } from '@/state/api';
import { idTag, ifOk } from '@/state/lifecycle';
import { withStatus } from './rules';
import type * as T from './types';

export const BEST_MATCH_PAGE = 10;

const LISTS = ['SAVED', 'APPLIED', 'VIEWED'] as const;

/**
 * How long a list stays cached once left (RTK Query's default is a minute), so that Back after reading a job for a
 * while still finds it as it was (useBackKeepsList).
 */
const LIST_KEPT_S = 600;

const jobTags = (jobs: T.Job[] = []) => jobs.map((j) => ({ type: 'Job' as const, id: j.id }));

export const SeekerJobsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobsByStatus: build.query<T.JobsByStatus, T.JobSeekerJobStatus>({
      query: (status) => ({ url: EP.userJobs.byStatus, params: { status } }),
      transformResponse: withDefaults<T.JobsByStatus>({
        jobs: [],
        savedJobsCount: 0,
        viewedJobsCount: 0,
        totalAppliedJobsCount: 0,
      }),
      providesTags: (_r, _e, status) => [{ type: 'SeekerJobs', id: status }],
    }),

    getJobDescription: build.query<T.Job, number>({
      query: (id) => ({ url: EP.jobs.byId(id), errorToast: false }),
      providesTags: idTag('Job'),
    }),

    searchJobs: build.query<T.SearchResult, T.SearchParams>({
      query: (p) => ({
        url: EP.jobs.search,
        errorToast: false,
        params: {
          query: p.query || undefined,
          jobType: p.jobType.join(',') || undefined,
          workArrangement: p.workArrangement.join(',') || undefined,
          page: p.page,
          size: p.size,
        },
      }),
      transformResponse: withDefaults<T.SearchResult>({ jobs: [], total: 0 }),
      providesTags: (r) => jobTags(r?.jobs),
      keepUnusedDataFor: LIST_KEPT_S,
    }),

    // Pages by index; "Show more" fetches the next one and keeps the earlier ones.
    getBestMatches: build.infiniteQuery<T.MatchPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, _all, index) =>
          (index + 1) * BEST_MATCH_PAGE < last.total ? index + 1 : undefined,
      },
      query: ({ pageParam }) => ({
        url: EP.jobs.bestMatch,
        params: { index: pageParam, size: BEST_MATCH_PAGE },
        errorToast: false,
      }),
      transformResponse: withDefaults<T.MatchPage>({ jobs: [], total: 0 }),
      providesTags: (r) => jobTags(r?.pages.flatMap((p) => p.jobs)),
      keepUnusedDataFor: LIST_KEPT_S,
    }),

    getJobsByIds: build.query<T.Job[], number[]>({
      query: (ids) => req('POST', EP.jobs.byIds, { ids }, { errorToast: false }),
      transformResponse: (data) => listOf<T.Job>(data),
      providesTags: jobTags,
    }),

    /**
     * Records SAVED, APPLIED or VIEWED. The lists by status and their counts are refetched; every other
     * cached copy of the job (its description, search results, best matches, a comparison) takes the new
     * status in place, so a match just applied to stays where it is, marked applied.
     */
    setSeekerJobStatus: build.mutation<
      { status?: T.Job['userJobStatus'] },
      { jobId: number; status: T.JobSeekerJobStatus }
    >({
      // Recording a view is silent: the page works without it.
      query: ({ jobId, status }) =>
        req('POST', EP.userJobs.save, { jobId, status }, status === 'VIEWED' ? { errorToast: false } : {}),
      invalidatesTags: ifOk(LISTS.map((id) => ({ type: 'SeekerJobs' as const, id }))),
      async onQueryStarted({ jobId, status }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const set = (job: T.Job) => withStatus(job, jobId, data.status ?? status);
        const util = SeekerJobsApi.util;
        // Every cached answer that holds this job provides its 'Job' tag.
        for (const { endpointName: name, originalArgs: arg } of util.selectInvalidatedBy(getState(), [
          { type: 'Job', id: jobId },
        ])) {
          if (name === 'getJobDescription') dispatch(util.updateQueryData(name, arg, set));
          else if (name === 'getJobsByIds')
            dispatch(util.updateQueryData(name, arg, (jobs) => jobs.forEach(set)));
          else if (name === 'searchJobs')
            dispatch(util.updateQueryData(name, arg, (r) => r.jobs.forEach(set)));
          else if (name === 'getBestMatches')
            dispatch(util.updateQueryData(name, arg, (d) => d.pages.forEach((p) => p.jobs.forEach(set))));
        }
      },
    }),
  }),
});
