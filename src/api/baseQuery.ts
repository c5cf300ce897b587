import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import { api } from './client';
import { toApiError, type ApiError } from './errors';

/** What an endpoint asks for: an axios request on the one instance (bearer, 401, timeout, catalogue). */
export interface Request {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: AxiosRequestConfig['headers'];
  /** How a failure is told to the user: see `errorToast` in ./client. */
  errorToast?: AxiosRequestConfig['errorToast'];
  /** A multipart upload's progress (a mutation's argument may carry the callback; it is not kept in state). */
  onUploadProgress?: AxiosRequestConfig['onUploadProgress'];
}

/**
 * RTK Query's base query over the app's axios instance. A failure comes back as the app's ApiError (code,
 * status, message, payload), so every screen reads `error.code` and `error.message` as it always has, and
 * RTK Query keeps it per endpoint and argument (spec section 3: "A rejected call keeps the error payload and
 * message").
 */
export const axiosBaseQuery: BaseQueryFn<Request | string, unknown, ApiError> = async (args, { signal }) => {
  const req = typeof args === 'string' ? { url: args } : args;
  try {
    const { data } = await api.request({ method: 'GET', ...req, signal });
    return { data };
  } catch (e) {
    return { error: toApiError(e) };
  }
};
