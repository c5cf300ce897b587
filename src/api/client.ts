import axios, { isCancel, type AxiosRequestConfig } from 'axios';
import { API_BASE, HTTP_TIMEOUT_MS } from '@/config';
import { connectivity } from '@/lib/connectivity';
import { whenBackendReady } from '@/lib/backendReady';
import { readSession } from '@/lib/storage';
import { stripBidiDeep } from '@/lib/text';
import { messageFor, toApiError, type ApiError } from './errors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * How a failure is told to the user. Default: a toast with the catalogue message.
     * `false`: the screen shows it itself (inline). A string: the action's own message, shown instead of the
     * server's for failures outside the catalogue (for example 'could not fetch profile'). A function decides
     * per failure (undefined: the default), for a screen that shows some failures itself.
     */
    errorToast?: false | string | ((error: ApiError) => false | string | undefined);
  }
}

/** The one axios instance: base path, bearer header, timeout, and the error catalogue. */
export const api = axios.create({ baseURL: API_BASE, timeout: HTTP_TIMEOUT_MS });

let onUnauthorized: () => void = () => {};
/** The app registers what a 401 does (clear the session, force logout): the client knows no layer above it. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/** Tells a failure; what it returns takes the message back. */
type Notify = (message: string) => () => void;
let notifyError: Notify = () => () => {};
/** The app registers how a failure message reaches the user (its toasts). */
export function setErrorNotifier(notify: Notify) {
  notifyError = notify;
}

/**
 * The failure each call told last, until the same call succeeds: then it is taken back (a Retry that worked). A
 * call is its method, path, parameters and body: saving another section, or another job, is another call.
 */
const told = new Map<string, () => void>();
const callOf = (c?: AxiosRequestConfig) =>
  JSON.stringify([c?.method, c?.url, c?.params, typeof c?.data === 'string' ? c.data : null]);

api.interceptors.request.use(async (config) => {
  // Mock mode: a call waits while the in-browser backend starts (src/lib/backendReady.ts).
  await whenBackendReady();
  const { token } = readSession();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(
  (response) => {
    connectivity.reachable();
    const call = callOf(response.config);
    told.get(call)?.();
    told.delete(call);
    // Server text never carries bidirectional controls (src/lib/text.ts; docs/decisions.md says why here).
    response.data = stripBidiDeep(response.data);
    return response;
  },
  (error: unknown) => {
    // A call the app cancelled itself (a screen left, a session ended) failed for no one: nothing to tell.
    if (isCancel(error)) return Promise.reject(toApiError(error));
    // An answer of any status says the backend is there; no answer at all says it is not.
    if ((error as { response?: unknown }).response) connectivity.reachable();
    else connectivity.unreachable();
    const apiError: ApiError = toApiError(error);
    const config = (error as { config?: AxiosRequestConfig }).config;
    if (apiError.code === 'UNAUTHORIZED') {
      // Only a request that carried a session can lose it; a failed login is just a wrong password. A call sent
      // with a session that has ended since (its answer arriving after the user signed in again) ends nothing.
      const sent = config?.headers && (config.headers as Record<string, unknown>).Authorization;
      if (sent) {
        if (sent === `Bearer ${readSession().token}`) {
          notifyError(apiError.message);
          onUnauthorized();
        }
        return Promise.reject(apiError);
      }
    }
    // A call sent with no session at all while none is stored now: if the app still shows someone signed in, the
    // stored session has gone (cleared by hand, or by the browser), so it ends here too. The handler does nothing
    // for a visitor (a wrong password at login).
    const ended = apiError.code === 'UNAUTHORIZED' && !readSession().token;
    const mode = typeof config?.errorToast === 'function' ? config.errorToast(apiError) : config?.errorToast;
    const message = messageFor(apiError, typeof mode === 'string' ? mode : undefined);
    if (mode !== false) {
      // Told again, the call lets go of its earlier hold (after holding anew, so a toast still up stays).
      const call = callOf(config);
      const release = notifyError(message);
      told.get(call)?.();
      told.set(call, release);
    }
    if (ended) onUnauthorized();
    // A screen that shows the failure too says what the toast said (a 403 read 'Forbidden' under a toast saying
    // 'could not fetch profile'); the server's own words stay in the payload.
    return Promise.reject(message === apiError.message ? apiError : { ...apiError, message });
  },
);
