import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import { api } from './client';
import { toApiError, type ApiError } from './errors';

/**
 * What an endpoint asks for: an axios request on the one instance (bearer, 401, timeout, catalogue). Its
 * `errorToast` says how a failure is told to the user (see ./client); `onUploadProgress` follows a multipart
 * upload (a mutation's argument may carry the callback; it is not kept in state).
 */
export type Request = { url: string } & Pick<
  AxiosRequestConfig,
  'method' | 'data' | 'params' | 'errorToast' | 'onUploadProgress'
>;

/** A request with a method and a body (or none), and how its failure is told: `req('PUT', EP.users.settings, dto)`. */
export const req = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
  extra?: Pick<Request, 'params' | 'errorToast'>,
): Request => ({ url, method, data, ...extra });

/**
 * RTK Query's base query over the app's axios instance. A failure comes back as the app's ApiError (code,
 * status, message, payload), so every screen reads `error.code` and `error.message` as it always has, and
 * RTK Query keeps it per endpoint and argument (spec section 3: "A rejected call keeps the error payload and
 * message").
 */
export const axiosBaseQuery: BaseQueryFn<Request | string, unknown, ApiError> = (args, { signal }) =>
  api.request({ method: 'GET', ...(typeof args === 'string' ? { url: args } : args), signal }).then(
    ({ data }) => ({ data }),
    (e: unknown) => ({ error: toApiError(e) }),
  );

/** The base query as an endpoint's queryFn is given it. */
export type BaseQuery = (req: Request | string) => ReturnType<typeof axiosBaseQuery>;
