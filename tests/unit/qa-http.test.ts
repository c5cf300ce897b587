// @vitest-environment node
import './node-storage';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EP } from '@/api/endpoints';
import { server as msw, mockConfig } from '@/mocks/node';
import { chatMockConfig } from '@/mocks/handlers/chatModel';
import { startMockServer } from '@/mocks/server';

/** The Node mock server's QA routes over real HTTP (MSW's interception is off: these are real requests). */
describe('POST /__mock/scenario on the Node mock server', () => {
  let http: Server;
  const replyDelay = chatMockConfig.replyDelayMs;
  const url = (path: string) => `http://127.0.0.1:${(http.address() as AddressInfo).port}${path}`;
  const post = (path: string, body: unknown) =>
    fetch(url(path), { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });

  beforeAll(async () => {
    msw.close();
    http = await startMockServer({ port: 0 });
  });
  afterAll(async () => {
    chatMockConfig.replyDelayMs = replyDelay;
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  it('applies the same settings as a link, and signs in', async () => {
    const res = await post('/__mock/scenario', {
      preset: 'empty',
      latency: 20,
      fail: ['GET:/jobs/search-jobs:500'],
      as: 'alex@demo.test',
    });
    expect(res.status).toBe(200);
    const { scenario, session } = await res.json();
    expect(scenario).toEqual({
      latency: 20,
      failRate: 0,
      fail: [{ method: 'GET', path: '/jobs/search-jobs', status: 500 }],
    });
    const auth = { headers: { Authorization: `Bearer ${session.token}` } };
    expect((await fetch(url(`/api/v1${EP.jobs.search}`), auth)).status).toBe(500);
    const search = await (await fetch(url(`/api/v1${EP.jobs.search}`), auth)).json();
    expect(search.total).toBe(0);
    const calls = await (await fetch(url('/__mock/calls'))).json();
    expect(calls.slice(-2).map((c: { status: number; injected: boolean }) => [c.status, c.injected])).toEqual(
      [
        [500, true],
        [200, false],
      ],
    );
    expect(await (await fetch(url('/__mock/scenario'))).json()).toEqual({ latency: 20, failRate: 0 });
  });

  it('drops the connection for an injected network error', async () => {
    const res = await post('/__mock/scenario', {
      fail: ['GET:/lookup/industries:network'],
      as: 'hr@acme.test',
    });
    const auth = { headers: { Authorization: `Bearer ${(await res.json()).session.token}` } };
    await expect(fetch(url(`/api/v1${EP.lookup.industries}`), auth)).rejects.toThrow();
    expect((await fetch(url(`/api/v1${EP.lookup.industries}`), auth)).status).toBe(200);
  });

  it('refuses a scenario it does not understand, applying nothing', async () => {
    mockConfig.latencyMs = 0;
    const res = await post('/__mock/scenario', { latency: 20000, preset: 'empty' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: ['latency must be whole milliseconds from 0 to 10000'],
    });
    expect(mockConfig.latencyMs).toBe(0);
    expect((await post('/__mock/scenario', '{')).status).toBe(400);
  });

  it('exports the state and loads it back', async () => {
    const file = await (await fetch(url('/__mock/state'))).json();
    expect(file.format).toBe('sensiworks-mock-state');
    file.db.jobs = file.db.jobs.slice(0, 1);
    expect((await post('/__mock/state', file)).status).toBe(200);
    const exported = await (await fetch(url('/__mock/state'))).json();
    expect(exported.db.jobs).toHaveLength(1);
    expect((await post('/__mock/state', { nope: 1 })).status).toBe(400);
  });
});
