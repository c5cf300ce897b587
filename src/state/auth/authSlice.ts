import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { trackRequests, type RequestsState } from '@/api/request-state';
import { readSession } from '@/lib/storage';
import type { Role } from '@/lib/roles';
import type { AlertKey, OtpState, Session, UserProfile, VideoData } from '@/state/auth/types';
import { authThunks, fetchUser, resendOtp, verifyOtp } from '@/state/auth/api';
import { sessionEnded, sessionStarted } from '@/state/auth/events';
import type { JobSeekerProfile } from '@/state/auth/profileTypes';
import { addProfileCases, profileThunks } from '@/state/auth/profileReducers';

/** Spec section 3: the auth state. */
export interface AuthState {
  id: number | null;
  role: Role | null;
  token: string | null;
  email: string | null;
  loggedIn: boolean;
  profileComplete: boolean;
  userProfile: UserProfile | null;
  videoData: VideoData | null;
  jobSeekerProfile: JobSeekerProfile | null;
  alerts: Record<AlertKey, boolean>;
  otp: OtpState;
  requests: RequestsState;
}

const initialOtp: OtpState = { isVerified: false, isVerificationCodeResent: false, message: '' };

export function initialAuthState(): AuthState {
  const s = readSession();
  const loggedIn = !!s.token && !!s.role && s.id != null;
  return {
    id: loggedIn ? s.id : null,
    role: loggedIn ? s.role : null,
    token: loggedIn ? s.token : null,
    email: loggedIn ? s.email : null,
    loggedIn,
    profileComplete: loggedIn && s.profileComplete,
    userProfile: null,
    videoData: null,
    jobSeekerProfile: null,
    alerts: { CHAT: false, ALERT_NOTIFICATION: false },
    otp: initialOtp,
    requests: {},
  };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    profileCompleted(state) {
      state.profileComplete = true;
    },
    alertRaised(state, action: PayloadAction<AlertKey>) {
      state.alerts[action.payload] = true;
    },
    alertSeen(state, action: PayloadAction<AlertKey>) {
      state.alerts[action.payload] = false;
    },
    videoDataLoaded(state, action: PayloadAction<VideoData | null>) {
      state.videoData = action.payload;
    },
    userProfileUpdated(state, action: PayloadAction<Partial<UserProfile>>) {
      if (state.userProfile) Object.assign(state.userProfile, action.payload);
    },
    otpReset(state) {
      state.otp = initialOtp;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action: PayloadAction<Session>) => {
        const { id, role, token, email, profileComplete } = action.payload;
        Object.assign(state, { id, role, token, email, profileComplete, loggedIn: true });
      })
      .addCase(sessionEnded, () => ({ ...initialAuthState(), loggedIn: false }))
      .addCase(fetchUser.fulfilled, (state, action) => {
        state.userProfile = action.payload;
      })
      .addCase(verifyOtp.fulfilled, (state, action) => {
        state.otp = { isVerified: true, isVerificationCodeResent: false, message: action.payload.message };
      })
      .addCase(verifyOtp.rejected, (state, action) => {
        state.otp.isVerified = false;
        state.otp.message = action.payload?.message ?? 'Error';
      })
      .addCase(resendOtp.fulfilled, (state, action) => {
        state.otp = { isVerified: false, isVerificationCodeResent: true, message: action.payload.message };
      });
    addProfileCases(builder);
    trackRequests(builder, [...authThunks, ...profileThunks]);
  },
});

export const { profileCompleted, alertRaised, alertSeen, videoDataLoaded, userProfileUpdated, otpReset } =
  authSlice.actions;
export default authSlice.reducer;
