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
    outbox: () => db().outbox,
  };

  const host = document.createElement('div');
  host.id = 'mock-banner';
  document.body.appendChild(host);
  createRoot(host).render(createElement(MockBanner));
}
