import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { BaseQuery, Request } from '@/api/baseQuery';
import type { ApiError } from '@/api/errors';
import { toast } from '@/components/toast';
import type { Tags } from './api';

// The shapes every domain's endpoints share: a GET of one path, a call that changes server data (its message,
// its cache updates, the tags it invalidates), a change shown before the server answers, and a multipart upload.

// As RTK Query's lifecycle api types it: the cache's own thunks (updateQueryData) need the root state.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, any, UnknownAction>;
/** A cache patch (updateQueryData); typed here so an api can use its own patches in its own endpoints. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Patch = ThunkAction<{ undo(): void }, any, any, UnknownAction>;
type Lifecycle<Result> = { dispatch: Dispatch; queryFulfilled: Promise<{ data: Result }> };
type Message<Arg, Result> = string | ((arg: Arg, data: Result) => string | null);
/** An answer's shape (spec section 9: listOf, withDefaults); the server's data is whatever it sent. */
type Shape<Result> = (data: never) => Result;

/**
 * A query of one path: GET `path` (fixed, or made from the argument, with its params and how a failure is
 * told), providing its tags (fixed, or made from the answer and the argument), its answer shaped by `shape`.
 * NoInfer: the argument's type is the path's, never build.query's guess (which would make it `any`).
 */
export const get = <Result = unknown, Arg = void>(
  path: string | Request | ((arg: Arg) => string | Request),
  providesTags: Tags | ((result: Result | undefined, error: unknown, arg: NoInfer<Arg>) => Tags),
  shape?: Shape<Result>,
) => ({
  query: (arg: NoInfer<Arg>) => (typeof path === 'function' ? path(arg) : path),
  transformResponse: (data: unknown) => (shape ? shape(data as never) : (data as Result)),
  providesTags,
});

/** The tag of one entity, the argument being its id: `idTag('Job')` for GET /jobs/{id}. */
export const idTag =
  <Type extends Tags[number] & string>(type: Type) =>
  (_r: unknown, _e: unknown, id: string | number) => [{ type, id }];

/** An invalidatesTags that invalidates only once the call has succeeded: a failed call changed nothing. */
export const ifOk =
  <Arg>(tags: Tags | ((arg: Arg) => Tags)) =>
  (_: unknown, error: unknown, arg: Arg) =>
    error ? [] : typeof tags === 'function' ? tags(arg) : tags;

/** What follows a call (its failure is told by the client's error toast or by the screen). */
interface Effects<Arg, Result> {
  /** A change shown at once (a cache patch made from the argument), undone if the call fails. */
  patch?: (arg: Arg) => Patch;
  /** Once the call has succeeded: its message (it may depend on the argument and the answer; null: none)... */
  ok?: Message<Arg, Result>;
  /** ...then the server's answer written into another cache entry. */
  then?: (arg: Arg, data: Result, dispatch: Dispatch) => void;
}

/** An onQueryStarted doing what follows a call (see Effects). */
export function lifecycle<Arg, Result>({ patch, ok, then }: Effects<Arg, Result>) {
  return async (arg: Arg, { dispatch, queryFulfilled }: Lifecycle<Result>) => {
    const change = patch && dispatch(patch(arg));
    const answer = await queryFulfilled.catch(() => null);
    if (!answer) return change?.undo();
    const text = typeof ok === 'function' ? ok(arg, answer.data) : ok;
    if (text) toast.success(text);
    then?.(arg, answer.data, dispatch);
  };
}

/**
 * A queryFn for a call whose success does more before its caller hears of it (a session starts, storage is
 * written, the answer replaces a cached copy): `then` makes the result of the answer, or refuses it.
 */
export const callThen =
  <Arg, Result>(
    request: (arg: Arg, api: BaseQueryApi) => Request,
    then: (
      data: unknown,
      arg: Arg,
      api: BaseQueryApi,
    ) => { data: Result } | { error: ApiError } | Promise<{ data: Result }>,
  ) =>
  async (arg: Arg, api: BaseQueryApi, _: unknown, baseQuery: BaseQuery) => {
    const res = await baseQuery(request(arg, api));
    return res.error ? { error: res.error } : then(res.data, arg, api);
  };

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
  const onUploadProgress: Request['onUploadProgress'] = (e) =>
    onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0);
  return { url, method: 'POST', data, onUploadProgress, ...extra };
}
