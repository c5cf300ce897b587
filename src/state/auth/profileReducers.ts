import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { JobSeekerProfile } from '@/state/auth/profileTypes';
import {
  completeProfile,
  fetchJobSeekerProfile,
  jobSeekerThunks,
  saveJobSeekerProfile,
  updateJobSeekerDetails,
  uploadPhoto,
  uploadVideo,
} from '@/state/auth/profileApi';
import { accountThunks, updateAccount } from '@/state/auth/accountApi';
import type { AuthState } from '@/state/auth/authSlice';

/** Thunks of the job seeker's profile and the account settings (their request state lives in the auth slice). */
export const profileThunks = [...jobSeekerThunks, ...accountThunks];

function setProfile(state: AuthState, profile: JobSeekerProfile) {
  state.jobSeekerProfile = profile;
  const { videoPath, signedUrl, transcript } = profile.basicInfo;
  state.videoData = { videoPath, signedUrl, transcript };
}

/** The job seeker profile, video, photo and account cases of the auth slice. */
export function addProfileCases(builder: ActionReducerMapBuilder<AuthState>) {
  builder
    .addCase(fetchJobSeekerProfile.fulfilled, (state, { payload }) => setProfile(state, payload))
    .addCase(saveJobSeekerProfile.fulfilled, (state, { payload }) => setProfile(state, payload))
    .addCase(updateJobSeekerDetails.fulfilled, (state, { payload }) => setProfile(state, payload))
    .addCase(uploadVideo.fulfilled, (state, { payload }) => {
      if (state.jobSeekerProfile) Object.assign(state.jobSeekerProfile.basicInfo, payload);
      state.videoData = { ...state.videoData, ...payload };
    })
    .addCase(uploadPhoto.fulfilled, (state, { payload }) => {
      if (state.userProfile) state.userProfile.photoUrl = payload;
    })
    .addCase(completeProfile.fulfilled, (state) => {
      state.profileComplete = true;
      if (state.userProfile) state.userProfile.profileComplete = true;
    })
    .addCase(updateAccount.fulfilled, (state, { payload }) => {
      if (payload) state.userProfile = { ...state.userProfile, ...payload };
    });
}
