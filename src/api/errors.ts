import { isAxiosError } from 'axios';
import { ERRORS } from '@/lib/messages';

/**
 * Errors are data: screens branch on `code`, never on message text.
 * The spec's error catalogue (section 8) is mapped here and nowhere else.
 */
export type ApiErrorCode =
  | 'UNAUTHORIZED' // 401: session cleared, forced logout
  | 'NOT_FOUND' // response error 'Not Found'
  | 'SERVER_ERROR' // 500
  | 'TIMEOUT' // 508, or the client's own timeout
  | 'NO_RESPONSE' // the request never got an answer (setup failure, network down)
  | 'REJECTED'; // any other failure: the server's message, else 'Error'

export interface ApiError {
  code: ApiErrorCode;
  status: number | null;
  message: string;
  /** The response body as the server sent it, kept for screens that prefer its own message. */
  payload?: unknown;
}

const CATALOGUE: Record<Exclude<ApiErrorCode, 'REJECTED'>, string> = {
  UNAUTHORIZED: ERRORS.unauthorized,
  NOT_FOUND: ERRORS.notFound,
  SERVER_ERROR: ERRORS.server,
  TIMEOUT: ERRORS.timeout,
  NO_RESPONSE: ERRORS.generic,
};

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim() && !body.trim().startsWith('<')) return body.trim();
  if (body && typeof body === 'object') {
    const m = (body as { message?: unknown }).message;
    if (typeof m === 'string' && m.trim()) return m.trim();
  }
  return undefined;
}

const CODES = new Set<ApiErrorCode>([
  'UNAUTHORIZED',
  'NOT_FOUND',
  'SERVER_ERROR',
  'TIMEOUT',
  'NO_RESPONSE',
  'REJECTED',
]);

export function isApiError(e: unknown): e is ApiError {
  // An AxiosError also has code, message and status, so the code must be one of ours.
  return !!e && typeof e === 'object' && !isAxiosError(e) && CODES.has((e as ApiError).code);
}

export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isAxiosError(error)) {
    const res = error.response;
    if (!res) {
      const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
      const code: ApiErrorCode = timedOut ? 'TIMEOUT' : 'NO_RESPONSE';
      return { code, status: null, message: CATALOGUE[code] };
    }
    const body = res.data as { error?: unknown } | undefined;
    const base = { status: res.status, payload: res.data };
    if (res.status === 401) return { ...base, code: 'UNAUTHORIZED', message: CATALOGUE.UNAUTHORIZED };
    if (res.status === 404 || body?.error === 'Not Found')
      return { ...base, code: 'NOT_FOUND', message: CATALOGUE.NOT_FOUND };
    if (res.status === 500) return { ...base, code: 'SERVER_ERROR', message: CATALOGUE.SERVER_ERROR };
    if (res.status === 508) return { ...base, code: 'TIMEOUT', message: CATALOGUE.TIMEOUT };
    return { ...base, code: 'REJECTED', message: serverMessage(res.data) ?? ERRORS.generic };
  }
  const message = error instanceof Error && error.message ? error.message : ERRORS.generic;
  return { code: 'REJECTED', status: null, message };
}

/**
 * A refusal from the server (a 4xx answer): asking again gets the same answer, so a screen offers no Retry for
 * it. A server or connection failure may pass.
 */
export function isRefusal(error: unknown): boolean {
  const e = error as Partial<ApiError> | undefined;
  return e?.code === 'NOT_FOUND' || (e?.code === 'REJECTED' && e.status != null);
}

/**
 * The message a failed call shows. Catalogue situations (401, Not Found, 500, 508, no response) always use the
 * catalogue; any other failure uses the action's own message when it has one, else the server's, else 'Error'.
 */
export function messageFor(error: ApiError, actionMessage?: string): string {
  if (error.code === 'REJECTED' && actionMessage) return actionMessage;
  return error.message;
}
