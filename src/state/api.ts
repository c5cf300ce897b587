import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from '@/api/baseQuery';

/**
 * The one RTK Query api: a cache per endpoint and argument, request flags per call, invalidation by tag.
 * Each domain under src/state/<domain>/ injects its own endpoints (injectEndpoints) beside its slice.
 * It is loaded with the signed-in and auth screens (src/app/dataLayer.ts), never with the landing page.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  // A screen mounted again shows what the cache has at once and refreshes it in the background, so it never
  // shows data older than its last visit. Not a list that Back or Forward returns to: that one is as it was left
  // (useBackKeepsList, src/features/jobs/components/JobList.tsx).
  refetchOnMountOrArgChange: true,
  // And when the backend can be reached again (src/app/dataLayer.ts says when).
  refetchOnReconnect: true,
  // Every domain's tags, in one list so that any module can invalidate any of them (a reconnect, a logout).
  // Only tags something invalidates: an answer is fetched again when one of its tags is, so no other tag says anything.
  tagTypes: [
    'User',
    'SeekerJobs',
    'Job',
    'EmployerJobs',
    'Applicants',
    'Organization',
    'Chats',
    'ChatHistory',
    'UnreadCounts',
    'Meetings',
    'Notifications',
  ],
  endpoints: () => ({}),
});

export type ApiState = ReturnType<typeof baseApi.reducer>;
/** A list of tags to provide or invalidate. */
export type Tags = ReadonlyArray<Parameters<typeof baseApi.util.invalidateTags>[0][number]>;
