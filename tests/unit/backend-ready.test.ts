import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { api } from '@/api/client';
import { API_BASE } from '@/config';
import { holdCallsUntil, whenBackendReady } from '@/lib/backendReady';
import { server } from '@/mocks/node';

/** Mock mode renders the app while its backend starts (src/main.tsx): calls wait for it, and none is lost. */
describe('calls made while the mock backend starts', () => {
  afterEach(() => holdCallsUntil(Promise.resolve()));

  it('wait until it listens, then go out and are answered', async () => {
    let listening = false;
    server.use(http.get(`${API_BASE}/ping`, () => HttpResponse.json({ listening })));
    let start!: () => void;
    holdCallsUntil(new Promise<void>((resolve) => (start = resolve)));

    const call = api.get<{ listening: boolean }>('/ping');
    await new Promise((resolve) => setTimeout(resolve, 0)); // the call is under way, held
    listening = true;
    start();
    expect((await call).data).toEqual({ listening: true });
  });

  it('go out anyway when it fails to start, as with a backend that is down', async () => {
    server.use(http.get(`${API_BASE}/ping`, () => HttpResponse.json({ ok: true })));
    holdCallsUntil(Promise.reject(new Error('no service worker')));
    await expect(whenBackendReady()).resolves.toBeUndefined();
    expect((await api.get('/ping')).data).toEqual({ ok: true });
  });
});
