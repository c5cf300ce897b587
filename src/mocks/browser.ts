import { setupWorker } from 'msw/browser';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { db, enablePersistence, persist, resetDb } from './db';
import { handlers } from './handlers';
import { failNext, mockConfig, type Failure } from './http';
import { broker, wsHandlers } from './realtime';
import { MockBanner } from './MockBanner';

declare global {
  interface Window {
    /** Mock mode only: knobs for QA and the browser journeys. */
    __mock?: {
      reset(): void;
      failNext(f: Failure): void;
      setLatency(ms: number): void;
      expireSessions(): void;
      dropSockets(): void;
      /** An unreachable backend: every call fails as a network error and the socket drops and stays down. */
      setOffline(offline: boolean): void;
      outbox(): unknown[];
    };
  }
}

/** Starts the mock backend in the browser before the app renders: service worker, store, banner. */
export async function startMockBackend() {
  enablePersistence();
  const params = new URLSearchParams(window.location.search);
  if (params.has('mockReset')) resetDb();
  const latency = localStorage.getItem('mock-latency');
  mockConfig.latencyMs = latency != null ? Number(latency) || 0 : 250;
  mockConfig.offline = params.get('mock.offline') === '1';

  const worker = setupWorker(...handlers, ...wsHandlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });

  window.__mock = {
    reset: () => {
      resetDb();
      window.location.reload();
    },
    failNext,
    setLatency: (ms) => {
      mockConfig.latencyMs = ms;
      localStorage.setItem('mock-latency', String(ms));
    },
    expireSessions: () => {
      db().sessions = {};
      persist();
    },
    dropSockets: () => broker.dropAll(),
    setOffline: (offline) => {
      mockConfig.offline = offline;
      if (offline) broker.dropAll();
      // Coming back is told to the app as the browser tells it, so queued work goes out now rather than at the
      // socket's next reconnect attempt (up to 30 s away).
      else window.dispatchEvent(new Event('online'));
    },
    outbox: () => db().outbox,
  };

  const host = document.createElement('div');
  host.id = 'mock-banner';
  document.body.appendChild(host);
  createRoot(host).render(createElement(MockBanner));
}
