import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { db, persist } from './db';
import type { MockUser } from './seed/auth';
import { callOf } from './qa/calls';
import { logCall } from './qa/callLog';
import type { FailStatus } from './qa/scenario';

/** Every mock handler answers under this prefix, whatever the origin (browser, Node tests, the e2e server). */
export const API = '*/api/v1';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  508: 'Loop Detected',
};

/** Thrown by a handler to answer with an error body shaped like the real backend's (Spring's). */
export class MockHttpError extends Error {
  constructor(
    public status: number,
    message: string,
    /** Fields the body carries besides Spring's own (what the client needs to act on the refusal). */
    public extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function errorResponse(status: number, message: string, path = '', extra?: Record<string, unknown>) {
  return HttpResponse.json(
    {
      timestamp: new Date().toISOString(),
      status,
      error: REASONS[status] ?? 'Error',
      message,
      path,
      ...extra,
    },
    { status },
  );
}

export interface Failure {
  method?: string;
  /** A substring of the path after /api/v1; with `exact`, a call of the spec (`/jobs/{id}`) and no other. */
  path: string;
  /** Match the one call `method path` names (POST /jobs, not POST /jobs/get-by-ids). */
  exact?: boolean;
  /** An HTTP status, or no answer at all: 'network' (connection lost) or 'timeout' (held until the client gives up). */
  status: FailStatus | number;
  message?: string;
  /** How many calls fail; then the rule is dropped. Default 1. */
  times?: number;
}

/** Runtime knobs: latency, and failures injected by tests or by hand in the browser console (window.__mock). */
export const mockConfig = {
  latencyMs: 0,
  failures: [] as Failure[],
  /** An unreachable backend: every call fails as a network error (no answer), and no socket connects. */
  offline: false,
  /** Percent of calls (0-50) that fail at random with failRateStatus. */
  failRate: 0,
  failRateStatus: 500 as FailStatus,
};

/**
 * The mock answers nothing while it plays an unreachable backend, or while the browser is offline (in the
 * browser the mock runs beside the page, so without this it would answer an offline page anyway).
 */
export function mockUnreachable() {
  return mockConfig.offline || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

export function failNext(failure: Failure) {
  mockConfig.failures.push({ times: 1, ...failure });
}

function matches(f: Failure, method: string, path: string) {
  if (f.method && f.method.toUpperCase() !== method) return false;
  return f.exact ? callOf(method, path)?.path === f.path : path.includes(f.path);
}

function takeFailure(method: string, path: string): Failure | undefined {
  const i = mockConfig.failures.findIndex((f) => matches(f, method, path));
  if (i < 0) {
    const { failRate, failRateStatus } = mockConfig;
    return failRate > 0 && Math.random() * 100 < failRate ? { path, status: failRateStatus } : undefined;
  }
  const f = mockConfig.failures[i];
  f.times = (f.times ?? 1) - 1;
  if (f.times <= 0) mockConfig.failures.splice(i, 1);
  return f;
}

/** No answer until the client gives up (its own timeout, or it navigates away). */
function heldUntilAborted(signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

async function injectedAnswer(failure: Failure, request: Request, apiPath: string) {
  if (failure.status === 'network') return HttpResponse.error();
  if (failure.status === 'timeout') {
    await heldUntilAborted(request.signal);
    return HttpResponse.error();
  }
  return errorResponse(failure.status, failure.message ?? REASONS[failure.status] ?? 'Error', apiPath);
}

export interface Ctx<P extends Record<string, string> = Record<string, string>> {
  request: Request;
  params: P;
  url: URL;
  /** The signed-in user (always set on routes with auth). */
  user: MockUser;
  body<T = Record<string, unknown>>(): Promise<T>;
  query(name: string): string | null;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Resolver = (ctx: Ctx) => unknown;

export function userForRequest(request: Request): MockUser | null {
  const header = request.headers.get('authorization') ?? '';
  const token = header.replace(/^Bearer\s+/i, '');
  const id = token ? db().sessions[token] : undefined;
  return id != null ? (db().users.find((u) => u.id === id) ?? null) : null;
}

/** How an answer shows in the call log: its status, or how it failed to come. */
const loggedStatus = (response: Response, failure: Failure | undefined) =>
  response.type !== 'error' ? response.status : failure?.status === 'timeout' ? 'timeout' : 'network';

/**
 * The one wrapper every mock handler goes through: latency, injected failures, auth (401 on a missing or
 * unknown token), thrown MockHttpErrors as error bodies, JSON answers, saving the store after a change, and
 * the call log (src/mocks/qa/callLog.ts).
 */
export function route(
  method: Method,
  path: string,
  resolve: Resolver,
  opts: { auth?: boolean } = {},
): HttpHandler {
  const needsAuth = opts.auth ?? true;

  async function answer(request: Request, params: Record<string, string>, url: URL, apiPath: string) {
    const user = userForRequest(request);
    if (needsAuth && !user) return errorResponse(401, 'Unauthorized', apiPath);
    try {
      const result = await resolve({
        request,
        params,
        url,
        user: user as MockUser,
        body: async <T>() => {
          const text = await request.text();
          return (text ? JSON.parse(text) : {}) as T;
        },
        query: (name) => url.searchParams.get(name),
      });
      if (method !== 'get') persist();
      if (result instanceof Response) return result;
      return HttpResponse.json((result ?? {}) as Record<string, unknown>);
    } catch (e) {
      if (e instanceof MockHttpError) return errorResponse(e.status, e.message, apiPath, e.extra);
      console.error('[mock]', e);
      return errorResponse(500, 'Internal server error', apiPath);
    }
  }

  return http[method](`${API}${path}`, async ({ request, params }) => {
    const started = Date.now();
    const url = new URL(request.url);
    const apiPath = url.pathname.replace(/^.*\/api\/v1/, '');
    if (mockConfig.latencyMs > 0) await delay(mockConfig.latencyMs);
    if (mockUnreachable()) {
      logCall({
        method: request.method,
        path: apiPath + url.search,
        status: 'network',
        ms: Date.now() - started,
        injected: true,
      });
      return HttpResponse.error();
    }
    const failure = takeFailure(request.method, apiPath);
    const response = failure
      ? await injectedAnswer(failure, request, apiPath)
      : await answer(request, params as Record<string, string>, url, apiPath);
    logCall({
      method: request.method,
      path: apiPath + url.search,
      status: loggedStatus(response, failure),
      ms: Date.now() - started,
      injected: !!failure,
    });
    return response;
  });
}

/**
 * The file of a multipart upload. A body that is not form data (JSON, or none) is the client's mistake, so it
 * gets a 400 that says what was expected rather than the 500 of a parse error; so does a form without a file.
 */
export async function uploadedFile(request: Request, missing: string, field = 'file'): Promise<File> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new MockHttpError(400, `Expected a multipart/form-data body with the file in '${field}'`);
  }
  const file = form.get(field);
  if (!(file instanceof File)) throw new MockHttpError(400, missing);
  return file;
}

/** An uploaded file as a data URL: it is kept with the store, so it still shows after a reload. */
export async function toDataUrl(file: File, fallbackType = 'application/octet-stream') {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || fallbackType};base64,${btoa(binary)}`;
}

/** Strips what never leaves the server (the password) from a user. */
export function publicUser(u: MockUser) {
  const { password: _password, ...rest } = u;
  return rest;
}
