import { req } from '@/api/baseQuery';
import { EP } from '@/api/endpoints';
import { withDefaults } from '@/lib/lists';
import { ERRORS, SUCCESS } from '@/lib/messages';
import { setStoredProfileComplete } from '@/lib/storage';
import { baseApi } from '@/state/api';
import { callThen, ifOk, lifecycle, upload, type Patch, type UploadArg } from '@/state/lifecycle';
import { profileCompleted } from './authSlice';
import { normalizeProfile, type JobSeekerProfile, type ProfilePatch } from './profileTypes';
import type { VideoData } from './types';

const userTag = (id: number) => [{ type: 'User' as const, id }];

export const ProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobSeekerProfile: build.query<JobSeekerProfile, void>({
      query: () => ({ url: EP.users.jobseekerBasicInfo, errorToast: ERRORS.fetchProfile }),
      transformResponse: normalizeProfile,
    }),

    /** Setup saves each step with POST /users/jobseeker-basic-info; the answer is the whole profile. */
    saveJobSeekerProfile: build.mutation({ queryFn: saveProfile('POST', EP.users.jobseekerBasicInfo) }),

    /** After setup, edits go through PUT /users/update-jobseeker-details. */
    updateJobSeekerDetails: build.mutation({
      queryFn: saveProfile('PUT', EP.users.jobseekerDetails),
      onQueryStarted: lifecycle({ ok: SUCCESS.profileUpdated }),
    }),

    /** Multipart upload with progress; cancelled by aborting the call (`trigger(arg).abort()`). */
    uploadVideo: build.mutation<VideoData, UploadArg>({
      // The failure is shown at the upload, with its cancel.
      query: (arg) => upload(EP.users.video, arg, { errorToast: false }),
      transformResponse: withDefaults<VideoData>({ videoPath: null, signedUrl: null }),
      // The saved video is part of the profile (basicInfo.videoPath, signedUrl).
      onQueryStarted: lifecycle({
        then: (_, video, dispatch) => dispatch(profileChanged((p) => void Object.assign(p.basicInfo, video))),
      }),
    }),

    fetchTranscript: build.mutation<string, UploadArg>({
      // The video is saved by now: 'Could not upload file' would say otherwise. The catalogue's message (a 500's
      // 'Internal server error') is the toast, and the video says what it means for the user.
      query: (arg) => upload(EP.users.transcript, arg),
      transformResponse: (d: { transcript?: string } | null) => d?.transcript ?? '',
    }),

    /** POST /users/logo: the user's photo; the user record is read again. */
    uploadPhoto: build.mutation<string | null, UploadArg & { id: number }>({
      query: (arg) => upload(EP.users.logo, arg, { errorToast: false }), // shown beside the photo
      transformResponse: (d: { logoUrl?: string } | null) => d?.logoUrl ?? null,
      invalidatesTags: ifOk(({ id }) => userTag(id)),
    }),

    /** Spec section 4: profile complete sets profileComplete true (session and storage) before the caller moves on. */
    completeProfile: build.mutation({
      queryFn: callThen(
        (_id: number) => req('POST', EP.users.profileComplete),
        (_, __, { dispatch }) => {
          setStoredProfileComplete(true);
          dispatch(profileCompleted());
          return { data: null };
        },
      ),
      invalidatesTags: ifOk(userTag),
    }),
  }),
});

/** A change to the cached profile. */
function profileChanged(recipe: (profile: JobSeekerProfile) => JobSeekerProfile | void): Patch {
  return ProfileApi.util.updateQueryData('getJobSeekerProfile', undefined, recipe);
}

/**
 * Saves profile data; the answer (the whole profile) replaces the cached one before the caller hears of it,
 * so the next step or the remounted section starts from what the server kept, on every screen showing it.
 */
function saveProfile(method: 'POST' | 'PUT', url: string) {
  return callThen(
    (patch: ProfilePatch) => req(method, url, patch, { errorToast: ERRORS.updateProfile }),
    (answer, _, { dispatch }) => {
      const profile = normalizeProfile(answer);
      dispatch(profileChanged(() => profile));
      return { data: profile };
    },
  );
}
