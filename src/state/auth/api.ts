import { api } from '@/api/client';
import { EP } from '@/api/endpoints';
import { apiThunk } from '@/api/thunk';
import { toast } from '@/components/toast';
import { ERRORS, SUCCESS } from '@/lib/messages';
import { toRole } from '@/lib/roles';
import { clearSession, writeSession } from '@/lib/storage';
import { navigateTo } from '@/app/navigation';
import type { AppDispatch } from '@/app/store';
import { sessionEnded, sessionStarted } from '@/state/auth/events';
import type { LoginResponse, SignupDto, UserProfile } from '@/state/auth/types';

/** Stores a login response the way the spec says (section 4) and tells every slice a session started. */
function startSession(res: LoginResponse, dispatch: AppDispatch) {
  const role = toRole(res.userType);
  if (!role || !res.token) throw new Error('The server answered without a role or token');
  const session = {
    id: Number(res.id),
    role,
    token: res.token,
    email: res.email,
    profileComplete: !!res.profileComplete,
  };
  writeSession(session);
  dispatch(sessionStarted(session));
  return session;
}

export const fetchUser = apiThunk('auth/fetchUser', async (id: number) => {
  const { data } = await api.get<UserProfile>(EP.users.byId(id), { errorToast: ERRORS.fetchProfile });
  return data;
});

export const login = apiThunk(
  'auth/login',
  async ({ email, password }: { email: string; password: string }, { dispatch }) => {
    const { data } = await api.post<LoginResponse>(
      EP.auth.login,
      { email: email.trim().toLowerCase(), password },
      { errorToast: false }, // the form shows the failure inline
    );
    const session = startSession(data, dispatch);
    toast.success(SUCCESS.signIn);
    // The user record (GET /users/{id}) is loaded by the app root whenever the signed-in id changes.
    return session;
  },
);

/** Ends the session locally whatever the server says: clears storage, resets every slice. */
export function endSession(dispatch: AppDispatch) {
  clearSession();
  dispatch(sessionEnded());
}

export const logout = apiThunk('auth/logout', async (_: void, { getState, dispatch }) => {
  const id = getState().auth.id;
  try {
    await api.post(EP.auth.logout(id ?? 0), undefined, { errorToast: false });
  } catch (e) {
    toast.error(ERRORS.logoutFailed);
    endSession(dispatch);
    navigateTo('/', { replace: true });
    throw e;
  }
  endSession(dispatch);
  navigateTo('/login', { replace: true });
});

export const signup = apiThunk('auth/signup', async (dto: SignupDto) => {
  const { data } = await api.post<{ id: number; email: string; phoneNumber?: string }>(
    EP.users.create,
    { ...dto, email: dto.email.trim().toLowerCase() },
    { errorToast: false },
  );
  toast.success(SUCCESS.signUp);
  return data;
});

export type OtpChannel = 'SMS' | 'EMAIL';

export const resendOtp = apiThunk(
  'auth/resendOtp',
  async (body: { userId: number; contactInfo: string; channel: OtpChannel }) => {
    const { data } = await api.post<{ message: string }>(EP.users.otp, body);
    return { message: data?.message ?? 'A new code has been sent.' };
  },
);

export const verifyOtp = apiThunk(
  'auth/verifyOtp',
  async (body: { userId: number; contactInfo: string; otp: string }, { dispatch }) => {
    const { data } = await api.post<LoginResponse & { message?: string }>(EP.users.verifyOtp, body, {
      errorToast: false,
    });
    const session = startSession(data, dispatch);
    return { session, message: data.message ?? 'Verified' };
  },
);

export const forgotPassword = apiThunk('auth/forgotPassword', async (body: { email: string }) => {
  const { data } = await api.post<{ message?: string }>(EP.users.forgetPassword, {
    email: body.email.trim().toLowerCase(),
  });
  return data;
});

export const resetPassword = apiThunk(
  'auth/resetPassword',
  async ({ token, password }: { token: string; password: string }) => {
    const { data } = await api.post<{ message?: string }>(
      EP.users.resetPassword,
      { password },
      { params: { token } },
    );
    return data;
  },
);

export interface ContactDto {
  name: string;
  email: string;
  phoneNumber?: string;
  subject: string;
  message: string;
}

export const contactUs = apiThunk('auth/contactUs', async (body: ContactDto) => {
  const { data } = await api.post<{ message?: string }>(EP.users.contactUs, body);
  return data;
});

export const fetchPreLaunchVideo = apiThunk('auth/preLaunchVideo', async () => {
  const { data } = await api.get<{ videoUrl?: string; title?: string }>(EP.preLaunchVideo, {
    errorToast: false,
  });
  return data ?? {};
});

export const authThunks = [
  fetchUser,
  login,
  logout,
  signup,
  resendOtp,
  verifyOtp,
  forgotPassword,
  resetPassword,
  contactUs,
  fetchPreLaunchVideo,
];
