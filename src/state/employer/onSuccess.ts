import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { toast } from '@/components/toast';

// As RTK Query's lifecycle api types it: the cache's own thunks (updateQueryData) need the root state.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, any, UnknownAction>;

/**
 * An onQueryStarted that acts once the call has succeeded (a failure is told by the client's error toast or
 * by the screen): a success message, or the server's answer written into another cache entry.
 */
export function onSuccess<Arg, Result>(then: (arg: Arg, data: Result, dispatch: Dispatch) => void) {
  return async (arg: Arg, api: { dispatch: Dispatch; queryFulfilled: Promise<{ data: Result }> }) => {
    const answer = await api.queryFulfilled.catch(() => null);
    if (answer) then(arg, answer.data, api.dispatch);
  };
}

/** The call's success message once it has succeeded; it may depend on the argument and the answer (null: none). */
export function successToast<Arg, Result>(message: string | ((arg: Arg, data: Result) => string | null)) {
  return onSuccess<Arg, Result>((arg, data) => {
    const text = typeof message === 'string' ? message : message(arg, data);
    if (text) toast.success(text);
  });
}
