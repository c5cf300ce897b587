import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { EP } from '@/api/endpoints';
import type { ApiError } from '@/api/errors';
import { toast } from '@/components/toast';
import { ERRORS, SUCCESS } from '@/lib/messages';
import { clearSession } from '@/lib/storage';
import type { AppDispatch } from '@/app/store';
import { baseApi } from '@/state/api';
import { successToast } from '@/state/lifecycle';
import { otpRejected, otpResent, otpVerified, type AuthState } from './authSlice';
import { startSession, toSession } from './session';
import type {
  AccountSettingsDto,
  LoginResponse,
  MessageAnswer,
  OtpChannel,
  Session,
  SignupDto,
  UserProfile,
} from './types';

const lower = (email: string) => email.trim().toLowerCase();
const noRole: ApiError = {
  code: 'REJECTED',
  status: null,
  message: 'The server answered without a role or token',
};

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user (or any user) by id; its failure says 'could not fetch profile'. */
    getUser: build.query<UserProfile, number>({
      query: (id) => ({ url: EP.users.byId(id), errorToast: ERRORS.fetchProfile }),
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),

    /** Spec section 4: a login stores the session, before the screen that asked moves on. Email lower-cased. */
    login: build.mutation<Session, { email: string; password: string }>({
      async queryFn({ email, password }, { dispatch }, _extra, baseQuery) {
        const res = await baseQuery({
          url: EP.auth.login,
          method: 'POST',
          data: { email: lower(email), password },
          errorToast: false, // the form shows the failure inline
        });
        if (res.error) return { error: res.error as ApiError };
        const session = toSession(res.data as LoginResponse);
        if (!session) return { error: noRole };
        startSession(session, dispatch as AppDispatch);
        toast.success(SUCCESS.signIn);
        return { data: session };
      },
    }),

    /** POST /auth/logout/{id}: the caller ends the session whatever it answers (src/app/logout.ts). */
    logout: build.mutation<null, number>({
      query: (id) => ({ url: EP.auth.logout(id), method: 'POST', errorToast: false }),
    }),

    signup: build.mutation<{ id: number; email: string; phoneNumber?: string }, SignupDto>({
      query: (dto) => ({
        url: EP.users.create,
        method: 'POST',
        data: { ...dto, email: lower(dto.email) },
        errorToast: false,
      }),
      onQueryStarted: successToast(SUCCESS.signUp),
    }),

    resendOtp: build.mutation<MessageAnswer, { userId: number; contactInfo: string; channel: OtpChannel }>({
      async queryFn(body, { dispatch }, _extra, baseQuery) {
        const res = await baseQuery({ url: EP.users.otp, method: 'POST', data: body });
        if (res.error) return { error: res.error as ApiError };
        const message = (res.data as MessageAnswer | null)?.message ?? 'A new code has been sent.';
        dispatch(otpResent(message));
        return { data: { message } };
      },
    }),

    /** A verified code answers like a login: the session starts here. */
    verifyOtp: build.mutation<Session, { userId: number; contactInfo: string; otp: string }>({
      async queryFn(body, { dispatch }, _extra, baseQuery) {
        const res = await baseQuery({
          url: EP.users.verifyOtp,
          method: 'POST',
          data: body,
          errorToast: false,
        });
        if (res.error) {
          const error = res.error as ApiError;
          dispatch(otpRejected(error.message ?? ERRORS.generic));
          return { error };
        }
        const data = res.data as LoginResponse & MessageAnswer;
        const session = toSession(data);
        if (!session) return { error: noRole };
        startSession(session, dispatch as AppDispatch);
        dispatch(otpVerified(data.message ?? 'Verified'));
        return { data: session };
      },
    }),

    forgotPassword: build.mutation<MessageAnswer | null, { email: string }>({
      query: ({ email }) => ({ url: EP.users.forgetPassword, method: 'POST', data: { email: lower(email) } }),
    }),

    resetPassword: build.mutation<MessageAnswer | null, { token: string; password: string }>({
      query: ({ token, password }) => ({
        url: EP.users.resetPassword,
        method: 'POST',
        data: { password },
        params: { token },
      }),
    }),

    updateAccount: build.mutation<UserProfile, AccountSettingsDto & { id: number }>({
      query: ({ id: _id, ...dto }) => ({
        url: EP.users.settings,
        method: 'PUT',
        data: dto,
        errorToast: ERRORS.updateFailed,
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'User', id }]),
      onQueryStarted: successToast(SUCCESS.profileUpdated),
    }),

    /** Spec section 4: deleting the user clears storage and reloads to /. */
    deleteAccount: build.mutation<null, number>({
      async queryFn(id, _api, _extra, baseQuery) {
        const res = await baseQuery({ url: EP.users.byId(id), method: 'DELETE' });
        if (res.error) return { error: res.error as ApiError };
        clearSession();
        sessionStorage.clear();
        window.location.assign('/');
        return { data: null };
      },
    }),
  }),
});

/** The signed-in user's record, fetched by whichever screen shows it first (nothing when signed out). */
export function useSignedInUser() {
  const id = useSelector((s: { auth: AuthState }) => s.auth.id);
  return authApi.useGetUserQuery(id ?? skipToken);
}

/** What both roles' account settings show and do: the user, saving the account, deleting it. */
export function useAccountSettings() {
  const id = useSelector((s: { auth: AuthState }) => s.auth.id) ?? 0;
  const { data: user } = authApi.useGetUserQuery(id || skipToken);
  const [update] = authApi.useUpdateAccountMutation();
  const [remove, removal] = authApi.useDeleteAccountMutation();
  return {
    user,
    onSave: async (dto: AccountSettingsDto) => !('error' in (await update({ ...dto, id }))),
    onDelete: () => void remove(id),
    deleting: removal.isLoading || removal.isSuccess,
  };
}
