import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readSession } from '@/lib/storage';
import type { Role } from '@/lib/roles';
import type { AlertKey, OtpState, Session } from '@/state/auth/types';
import { sessionEnded, sessionStarted } from '@/state/auth/events';

/**
 * Spec section 3: the auth state, the session only. The user record (GET /users/{id}) and the job seeker's
 * profile with its video are server data: they live in the query cache (state/auth/endpoints.ts).
 */
export interface AuthState {
  id: number | null;
  role: Role | null;
  token: string | null;
  email: string | null;
  loggedIn: boolean;
  profileComplete: boolean;
  alerts: Record<AlertKey, boolean>;
  otp: OtpState;
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
    alerts: { CHAT: false, ALERT_NOTIFICATION: false },
    otp: initialOtp,
  };
}

// The OTP events are dispatched by the OTP calls themselves (state/auth/endpoints.ts): this slice ships with
// the landing page and the query layer does not, so it cannot listen to the endpoints' matchers.
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
    otpReset(state) {
      state.otp = initialOtp;
    },
    otpResent(state, action: PayloadAction<string>) {
      state.otp = { isVerified: false, isVerificationCodeResent: true, message: action.payload };
    },
    otpVerified(state, action: PayloadAction<string>) {
      state.otp = { isVerified: true, isVerificationCodeResent: false, message: action.payload };
    },
    /** A refused code: the message is the refusal, no longer a sent code's notice. */
    otpRejected(state, action: PayloadAction<string>) {
      state.otp = { isVerified: false, isVerificationCodeResent: false, message: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action: PayloadAction<Session>) => {
        const { id, role, token, email, profileComplete } = action.payload;
        Object.assign(state, { id, role, token, email, profileComplete, loggedIn: true });
      })
      .addCase(sessionEnded, () => ({ ...initialAuthState(), loggedIn: false }));
  },
});

export const { profileCompleted, alertRaised, alertSeen, otpReset, otpResent, otpVerified, otpRejected } =
  authSlice.actions;
export default authSlice.reducer;
