// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_CALLS } from '@/api/contract';
import { EP } from '@/api/endpoints';
import { db } from '@/mocks/db';
import { handlers } from '@/mocks/handlers';
import { API } from '@/mocks/http';

/**
 * The contract with SPEC section 7: every call it lists (shared/tools/spec-calls.txt, beside the repository;
 * SPEC_CALLS overrides the path) is in the app's call table with that method, and the mock has a handler for
 * it. App and mock share the endpoint table, so without this a wrong path is wrong in both and tests pass.
 */
const specFile = process.env.SPEC_CALLS || resolve(process.cwd(), '../shared/tools/spec-calls.txt');

type Call = { method: string; path: string };

const specCalls: Call[] = readFileSync(specFile, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [method, path] = line.split(/\s+/);
    return { method, path };
  });

/** Path parameters compare by position, not name: /users/{id} and /users/{userId} are one path. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const key = (method: string, path: string) => `${method} ${shape(path)}`;

const appCalls = new Set(API_CALLS.map(([method, path]) => key(method, path)));
const specKeys = new Set(specCalls.map((c) => key(c.method, c.path)));

/** Every path the endpoint table can make, with '{}' for each parameter of a path function. */
function endpointPaths(node: unknown): string[] {
  if (typeof node === 'string') return [shape(node)];
  if (typeof node === 'function')
    return [shape((node as (...a: string[]) => string)(...Array(node.length).fill('{}')))];
  return Object.values(node as Record<string, unknown>).flatMap(endpointPaths);
}

// The mock's catch-all (404 for an unknown call, like the real backend) is not a handler for a call.
const API_CATCH_ALL = `${API}/*`;
const callHandlers = handlers.filter((h) => (h as HttpHandler).info.path !== API_CATCH_ALL);

describe('the API contract with SPEC section 7', () => {
  it('reads the spec list', () => {
    expect(specCalls).toHaveLength(69); // SPEC section 7 lists 69 calls
    for (const { method, path } of specCalls) {
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(method);
      expect(path).toMatch(/^\//);
    }
  });

  it.each(specCalls.map((c) => [`${c.method} ${c.path}`, c] as const))(
    'the app calls %s as the spec says',
    (_, { method, path }) => {
      expect(appCalls.has(key(method, path)), `${method} ${path} is not in src/api/contract.ts`).toBe(true);
    },
  );

  it('every path of the endpoint table is a call the app makes', () => {
    const called = new Set(API_CALLS.map(([, path]) => shape(path)));
    expect(endpointPaths(EP).filter((path) => !called.has(path))).toEqual([]);
  });

  it('makes no call beyond the spec but the ones docs/decisions.md explains', () => {
    expect(API_CALLS.filter(([m, path]) => !specKeys.has(key(m, path)))).toEqual([
      ['POST', '/users/organization-users'],
      ['DELETE', '/users/organization-users/{id}'],
      ['PUT', '/jobs/bulk-jobs/{id}'],
    ]);
  });

  it.each(specCalls.map((c) => [`${c.method} ${c.path}`, c] as const))(
    'the mock has a handler for %s',
    async (_, { method, path }) => {
      const url = `http://localhost/api/v1${path.replace(/\{status\}/, 'ACTIVE').replace(/\{[^}]+\}/g, '1')}`;
      const response = await getResponse(callHandlers, new Request(url, { method }));
      expect(response, `no mock handler answers ${method} ${path}`).toBeDefined();
    },
  );
});

describe('uploads without a file', () => {
  const uploads = [
    [EP.users.video, 1],
    [EP.users.transcript, 1],
    [EP.users.logo, 1],
    [EP.company.logo, 3],
    [EP.jobs.bulkUpload, 3],
    [`${EP.chat.uploadFile}?userType=JOBSEEKER`, 1],
  ] as const;

  it.each(uploads)('POST %s with a JSON body answers 400 saying what was expected', async (path, userId) => {
    db().sessions['contract-token'] = userId;
    const response = await getResponse(
      handlers,
      new Request(`http://localhost/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer contract-token' },
        body: JSON.stringify({ file: 'not a file' }),
      }),
    );
    expect(response?.status).toBe(400);
    expect(await response?.json()).toMatchObject({
      status: 400,
      message: "Expected a multipart/form-data body with the file in 'file'",
    });
  });

  it.each(uploads)('POST %s with a form but no file answers 400', async (path, userId) => {
    db().sessions['contract-token'] = userId;
    const response = await getResponse(
      handlers,
      new Request(`http://localhost/api/v1${path}`, {
        method: 'POST',
        headers: { authorization: 'Bearer contract-token' },
        body: new FormData(),
      }),
    );
    expect(response?.status).toBe(400);
  });
});

describe('chat calls carry the caller’s userType (spec section 6)', () => {
  const chats = async (query: string) => {
    db().sessions['contract-token'] = 1; // alex@demo.test, a job seeker
    const response = await getResponse(
      handlers,
      new Request(`http://localhost/api/v1${EP.chat.all}${query}`, {
        headers: { authorization: 'Bearer contract-token' },
      }),
    );
    return { status: response?.status, body: (await response?.json()) as { message?: string } };
  };

  it('a call without it, or naming the other side, is refused; the caller’s own side is answered', async () => {
    expect(await chats('')).toMatchObject({ status: 400, body: { message: 'userType is required' } });
    expect(await chats('?userType=EMPLOYER')).toMatchObject({
      status: 400,
      body: { message: 'userType does not match the user' },
    });
    expect((await chats('?userType=JOBSEEKER')).status).toBe(200);
    expect((await chats('?userType=JOB_SEEKER')).status).toBe(200);
  });
});
