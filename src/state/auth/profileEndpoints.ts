import { EP } from '@/api/endpoints';
import { withDefaults } from '@/lib/lists';
import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import type { Request } from '@/api/baseQuery';
import type { ApiError } from '@/api/errors';
import { ERRORS, SUCCESS } from '@/lib/messages';
import { setStoredProfileComplete } from '@/lib/storage';
import { baseApi } from '@/state/api';
import { onSuccess, successToast, upload, type UploadArg } from '@/state/lifecycle';
import { profileCompleted } from './authSlice';
import { normalizeProfile, type JobSeekerProfile, type ProfilePatch } from './profileTypes';
import type { VideoData } from './types';

const userTag = (id: number) => [{ type: 'User' as const, id }];

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobSeekerProfile: build.query<JobSeekerProfile, void>({
      query: () => ({ url: EP.users.jobseekerBasicInfo, errorToast: ERRORS.fetchProfile }),
      transformResponse: normalizeProfile,
      providesTags: ['Profile'],
    }),

    /** Setup saves each step with POST /users/jobseeker-basic-info; the answer is the whole profile. */
    saveJobSeekerProfile: build.mutation<JobSeekerProfile, ProfilePatch>({
      queryFn: (patch, { dispatch }, _extra, baseQuery) =>
        saveProfile(EP.users.jobseekerBasicInfo, 'POST', patch, dispatch, baseQuery),
    }),

    /** After setup, edits go through PUT /users/update-jobseeker-details. */
    updateJobSeekerDetails: build.mutation<JobSeekerProfile, ProfilePatch>({
      queryFn: (patch, { dispatch }, _extra, baseQuery) =>
        saveProfile(EP.users.jobseekerDetails, 'PUT', patch, dispatch, baseQuery),
      onQueryStarted: successToast(SUCCESS.profileUpdated),
    }),

    /** Multipart upload with progress; cancelled by aborting the call (`trigger(arg).abort()`). */
    uploadVideo: build.mutation<VideoData, UploadArg>({
      // The failure is shown at the upload, with its cancel.
      query: (arg) => upload(EP.users.video, arg, { errorToast: false }),
      transformResponse: withDefaults<VideoData>({ videoPath: null, signedUrl: null }),
      // The saved video is part of the profile (basicInfo.videoPath, signedUrl).
      onQueryStarted: onSuccess((_: UploadArg, video: VideoData, dispatch) =>
        dispatch(
          profileApi.util.updateQueryData(
            'getJobSeekerProfile',
            undefined,
            (p) => void Object.assign(p.basicInfo, video),
          ),
        ),
      ),
    }),

    fetchTranscript: build.mutation<string, UploadArg>({
      query: (arg) => upload(EP.users.transcript, arg, { errorToast: ERRORS.upload }),
      transformResponse: (d: { transcript?: string } | null) => d?.transcript ?? '',
    }),

    /** POST /users/logo: the user's photo; the user record is read again. */
    uploadPhoto: build.mutation<string | null, UploadArg & { id: number }>({
      query: (arg) => upload(EP.users.logo, arg, { errorToast: false }), // shown beside the photo
      transformResponse: (d: { logoUrl?: string } | null) => d?.logoUrl ?? null,
      invalidatesTags: (_r, error, { id }) => (error ? [] : userTag(id)),
    }),

    /** Spec section 4: profile complete sets profileComplete true (session and storage) before the caller moves on. */
    completeProfile: build.mutation<null, number>({
      async queryFn(_id, { dispatch }, _extra, baseQuery) {
        const res = await baseQuery({ url: EP.users.profileComplete, method: 'POST' });
        if (res.error) return { error: res.error as ApiError };
        setStoredProfileComplete(true);
        dispatch(profileCompleted());
        return { data: null };
      },
      invalidatesTags: (_r, error, id) => (error ? [] : userTag(id)),
    }),
  }),
});

/**
 * Saves profile data; the answer (the whole profile) replaces the cached one before the caller hears of it,
 * so the next step or the remounted section starts from what the server kept, on every screen showing it.
 */
async function saveProfile(
  url: string,
  method: 'POST' | 'PUT',
  patch: ProfilePatch,
  dispatch: (action: unknown) => unknown,
  baseQuery: (
    req: Request,
  ) => QueryReturnValue<unknown, unknown> | PromiseLike<QueryReturnValue<unknown, unknown>>,
): Promise<{ data: JobSeekerProfile; error?: undefined } | { error: ApiError; data?: undefined }> {
  const res = await baseQuery({ url, method, data: patch, errorToast: ERRORS.updateProfile });
  if (res.error) return { error: res.error as ApiError };
  const profile = normalizeProfile(res.data as Partial<JobSeekerProfile>);
  dispatch(profileApi.util.updateQueryData('getJobSeekerProfile', undefined, () => profile));
  return { data: profile };
}
