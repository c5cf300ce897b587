import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { req } from '@/api/baseQuery';
import { EP } from '@/api/endpoints';
import type { ApiError } from '@/api/errors';
import { toast } from '@/components/toast';
import type { PasswordLinkState } from '@/components/account/PasswordLink';
import { ERRORS, SUCCESS } from '@/lib/messages';
import { clearSession } from '@/lib/storage';
import type { AppDispatch } from '@/app/store';
import { baseApi } from '@/state/api';
import { callThen, idTag, ifOk, lifecycle } from '@/state/lifecycle';
import { otpRejected, otpResent, otpVerified, type AuthState } from './authSlice';
import { startSession, toSession } from './session';
import type * as T from './types';

const lower = (email: string) => email.trim().toLowerCase();

/** A login or a verified code answers the session; it starts here, before the screen that asked moves on. */
function started(answer: unknown, dispatch: unknown): { data: T.Session } | { error: ApiError } {
  const session = toSession(answer as T.LoginResponse);
  if (!session)
    return {
      error: { code: 'REJECTED', status: null, message: 'The server answered without a role or token' },
    };
  startSession(session, dispatch as AppDispatch);
  return { data: session };
}

export const AuthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user (or any user) by id; its failure says 'could not fetch profile'. */
    getUser: build.query<T.UserProfile, number>({
      query: (id) => ({ url: EP.users.byId(id), errorToast: ERRORS.fetchProfile }),
      providesTags: idTag('User'),
    }),

    /** Spec section 4: a login stores the session, before the screen that asked moves on. Email lower-cased. */
    login: build.mutation({
      queryFn: callThen(
        // The form shows the failure inline.
        ({ email, password }: { email: string; password: string }) =>
          req('POST', EP.auth.login, { email: lower(email), password }, { errorToast: false }),
        (answer, _, { dispatch }) => {
          const result = started(answer, dispatch);
          if ('data' in result) toast.success(SUCCESS.signIn);
          return result;
        },
      ),
    }),

    /** POST /auth/logout/{id}: the caller ends the session whatever it answers (src/app/logout.ts). */
    logout: build.mutation<null, number>({
      query: (id) => req('POST', EP.auth.logout(id), undefined, { errorToast: false }),
    }),

    signup: build.mutation<{ id: number; email: string; phoneNumber?: string }, T.SignupDto>({
      query: (dto) =>
        req('POST', EP.users.create, { ...dto, email: lower(dto.email) }, { errorToast: false }),
      onQueryStarted: lifecycle({ ok: SUCCESS.signUp }),
    }),

    resendOtp: build.mutation({
      queryFn: callThen(
        (body: { userId: number; contactInfo: string; channel: T.OtpChannel }) =>
          req('POST', EP.users.otp, body),
        (answer, _, { dispatch }) => {
          const message = (answer as T.MessageAnswer | null)?.message ?? 'A new code has been sent.';
          dispatch(otpResent(message));
          return { data: { message } };
        },
      ),
    }),

    /** A verified code answers like a login: the session starts here. */
    verifyOtp: build.mutation<T.Session, { userId: number; contactInfo: string; otp: string }>({
      async queryFn(body, { dispatch }, _extra, baseQuery) {
        const res = await baseQuery(req('POST', EP.users.verifyOtp, body, { errorToast: false }));
        if (res.error) {
          dispatch(otpRejected(res.error.message ?? ERRORS.generic));
          return { error: res.error };
        }
        const result = started(res.data, dispatch);
        if ('data' in result) dispatch(otpVerified((res.data as T.MessageAnswer).message ?? 'Verified'));
        return result;
      },
    }),

    forgotPassword: build.mutation<T.MessageAnswer | null, { email: string }>({
      query: ({ email }) => req('POST', EP.users.forgetPassword, { email: lower(email) }),
    }),

    resetPassword: build.mutation<T.MessageAnswer | null, { token: string; password: string }>({
      // The page shows a refusal itself, beside the way to a new link.
      query: ({ token, password }) =>
        req('POST', EP.users.resetPassword, { password }, { params: { token }, errorToast: false }),
    }),

    updateAccount: build.mutation<T.UserProfile, T.AccountSettingsDto & { id: number }>({
      query: ({ id: _id, ...dto }) => req('PUT', EP.users.settings, dto, { errorToast: ERRORS.updateFailed }),
      invalidatesTags: ifOk(({ id }) => [{ type: 'User', id }]),
      onQueryStarted: lifecycle({ ok: SUCCESS.profileUpdated }),
    }),

    /** Spec section 4: deleting the user clears storage and reloads to /. */
    deleteAccount: build.mutation({
      queryFn: callThen(
        (id: number) => req('DELETE', EP.users.byId(id), undefined, { errorToast: false }),
        () => {
          clearSession();
          sessionStorage.clear();
          window.location.assign('/');
          return { data: null };
        },
      ),
    }),
  }),
});

/** The signed-in user's record, fetched by whichever screen shows it first (nothing when signed out). */
export function useSignedInUser() {
  const id = useSelector((s: { auth: AuthState }) => s.auth.id);
  return AuthApi.useGetUserQuery(id ?? skipToken);
}

/** What both roles' account settings show and do: the user, saving the account, its password link, deleting it. */
export function useAccountSettings() {
  const id = useSelector((s: { auth: AuthState }) => s.auth.id) ?? 0;
  const { data: user, error, refetch } = AuthApi.useGetUserQuery(id || skipToken);
  const [update] = AuthApi.useUpdateAccountMutation();
  const [remove, removal] = AuthApi.useDeleteAccountMutation();
  const [sendLink, link] = AuthApi.useForgotPasswordMutation();
  const passwordLink: PasswordLinkState = link.isLoading ? 'sending' : link.isSuccess ? 'sent' : 'idle';
  return {
    user,
    error,
    onRetry: refetch,
    onSave: async (dto: T.AccountSettingsDto) => !('error' in (await update({ ...dto, id }))),
    onSendPasswordLink: () => void (user && sendLink({ email: user.email })),
    passwordLink,
    onDelete: () => void remove(id),
    deleting: removal.isLoading || removal.isSuccess,
    deleteError: removal.error?.message,
  };
}
