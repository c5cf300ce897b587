import { api } from '@/api/client';
import { EP } from '@/api/endpoints';
import { apiThunk } from '@/api/thunk';
import { toast } from '@/components/toast';
import { ERRORS, SUCCESS } from '@/lib/messages';
import { setStoredProfileComplete } from '@/lib/storage';
import type { JobSeekerProfile } from '@/state/auth/profileTypes';

/** Missing lists default to []: the profile is always whole when it reaches the store. */
export function normalizeProfile(data: Partial<JobSeekerProfile> | null | undefined): JobSeekerProfile {
  return {
    education: data?.education ?? [],
    workExperience: data?.workExperience ?? [],
    basicInfo: data?.basicInfo ?? {},
    universities: data?.universities ?? [],
  };
}

export type ProfilePatch = Partial<Omit<JobSeekerProfile, 'universities'>>;

export const fetchJobSeekerProfile = apiThunk('auth/fetchJobSeekerProfile', async () => {
  const { data } = await api.get<JobSeekerProfile>(EP.users.jobseekerBasicInfo, {
    errorToast: ERRORS.fetchProfile,
  });
  return normalizeProfile(data);
});

/** Setup saves each step with POST /users/jobseeker-basic-info. */
export const saveJobSeekerProfile = apiThunk('auth/saveJobSeekerProfile', async (patch: ProfilePatch) => {
  const { data } = await api.post<JobSeekerProfile>(EP.users.jobseekerBasicInfo, patch, {
    errorToast: ERRORS.updateProfile,
  });
  return normalizeProfile(data);
});

/** After setup, edits go through PUT /users/update-jobseeker-details. */
export const updateJobSeekerDetails = apiThunk('auth/updateJobSeekerDetails', async (patch: ProfilePatch) => {
  const { data } = await api.put<JobSeekerProfile>(EP.users.jobseekerDetails, patch, {
    errorToast: ERRORS.updateProfile,
  });
  toast.success(SUCCESS.profileUpdated);
  return normalizeProfile(data);
});

export interface UploadArg {
  file: Blob;
  fileName?: string;
  onProgress?: (percent: number) => void;
}

function multipart({ file, fileName }: UploadArg) {
  const form = new FormData();
  form.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload'));
  return form;
}

/** Multipart upload with progress; cancelled by aborting the thunk (`promise.abort()`). */
export const uploadVideo = apiThunk('auth/uploadVideo', async (arg: UploadArg, { signal }) => {
  const { data } = await api.post<{ videoPath?: string; signedUrl?: string }>(
    EP.users.video,
    multipart(arg),
    {
      signal,
      errorToast: false, // shown at the upload, with its cancel
      onUploadProgress: (e) => arg.onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
    },
  );
  return { videoPath: data?.videoPath ?? null, signedUrl: data?.signedUrl ?? null };
});

export const fetchTranscript = apiThunk('auth/fetchTranscript', async (arg: UploadArg, { signal }) => {
  const { data } = await api.post<{ transcript?: string }>(EP.users.transcript, multipart(arg), {
    signal,
    errorToast: ERRORS.upload,
  });
  return data?.transcript ?? '';
});

export const uploadPhoto = apiThunk('auth/uploadPhoto', async (arg: UploadArg) => {
  const { data } = await api.post<{ logoUrl?: string }>(EP.users.logo, multipart(arg), {
    errorToast: false, // shown beside the photo
  });
  return data?.logoUrl ?? null;
});

export const completeProfile = apiThunk('auth/completeProfile', async () => {
  await api.post(EP.users.profileComplete);
  setStoredProfileComplete(true);
});

export const lookupUniversities = apiThunk('auth/lookupUniversities', async (search: string, { signal }) => {
  const { data } = await api.get<string[]>(EP.lookup.universities, {
    params: { search },
    signal,
    errorToast: false,
  });
  return Array.isArray(data) ? data : [];
});

export const lookupAddress = apiThunk('auth/lookupAddress', async (input: string, { signal }) => {
  const { data } = await api.get<Array<{ description?: string }>>(EP.lookup.address, {
    params: { input },
    signal,
    errorToast: false,
  });
  return (Array.isArray(data) ? data : []).map((p) => p.description ?? '').filter(Boolean);
});

export const fetchQualificationOptions = apiThunk('auth/fetchQualificationOptions', async () => {
  const { data } = await api.get<string[]>(EP.jobLookup.qualifications, { errorToast: false });
  return Array.isArray(data) ? data : [];
});

export const jobSeekerThunks = [
  fetchJobSeekerProfile,
  saveJobSeekerProfile,
  updateJobSeekerDetails,
  uploadVideo,
  fetchTranscript,
  uploadPhoto,
  completeProfile,
  lookupUniversities,
  lookupAddress,
  fetchQualificationOptions,
];
