import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Request } from '@/api/baseQuery';
import { toast } from '@/components/toast';

// The shapes every domain's endpoints share: what follows a call's success, a change shown before the server
// answers, and a multipart upload.

// As RTK Query's lifecycle api types it: the cache's own thunks (updateQueryData) need the root state.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, any, UnknownAction>;
/** A cache patch (updateQueryData); typed here so an api can use its own patches in its own endpoints. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Patch = ThunkAction<{ undo(): void }, any, any, UnknownAction>;
type Lifecycle<Result> = { dispatch: Dispatch; queryFulfilled: Promise<{ data: Result }> };
type Message<Arg, Result> = string | ((arg: Arg, data: Result) => string | null);
const say = <Arg, Result>(message: Message<Arg, Result> | undefined, arg: Arg, data: Result) => {
  const text = typeof message === 'function' ? message(arg, data) : message;
  if (text) toast.success(text);
};

/**
 * An onQueryStarted that acts once the call has succeeded (a failure is told by the client's error toast or
 * by the screen): a success message, or the server's answer written into another cache entry.
 */
export function onSuccess<Arg, Result>(then: (arg: Arg, data: Result, dispatch: Dispatch) => void) {
  return async (arg: Arg, api: Lifecycle<Result>) => {
    const answer = await api.queryFulfilled.catch(() => null);
    if (answer) then(arg, answer.data, api.dispatch);
  };
}

/** The call's success message once it has succeeded; it may depend on the argument and the answer (null: none). */
export const successToast = <Arg, Result>(message: Message<Arg, Result>) =>
  onSuccess<Arg, Result>((arg, data) => say(message, arg, data));

/**
 * A change shown at once (a cache patch made from the argument), undone if the call fails; once it succeeds,
 * the success message (if any) and `then` (the server's answer written in).
 */
export function optimistic<Arg, Result>(
  patch: (arg: Arg) => Patch,
  message?: Message<Arg, Result>,
  then?: (arg: Arg, data: Result, dispatch: Dispatch) => void,
) {
  return async (arg: Arg, { dispatch, queryFulfilled }: Lifecycle<Result>) => {
    const change = dispatch(patch(arg));
    const answer = await queryFulfilled.catch(() => null);
    if (!answer) return change.undo();
    say(message, arg, answer.data);
    then?.(arg, answer.data, dispatch);
  };
}

export interface UploadArg {
  file: Blob;
  fileName?: string;
  /** The upload's progress in percent (the argument carries the callback; it is not kept in state). */
  onProgress?: (percent: number) => void;
}

/** A multipart upload of one file (field `file`) with its progress, as a base-query request. */
export function upload(
  url: string,
  { file, fileName, onProgress }: UploadArg,
  extra: Omit<Request, 'url' | 'data' | 'onUploadProgress'> = {},
): Request {
  const data = new FormData();
  data.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload'));
  return {
    url,
    method: 'POST',
    data,
    onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
    ...extra,
  };
}
