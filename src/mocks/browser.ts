import { setupWorker } from 'msw/browser';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { db, enablePersistence, resetDb } from './db';
import { handlers } from './handlers';
import { failNext, type Failure } from './http';
import { wsHandlers } from './realtime';
import { MockBanner } from './MockBanner';
import { bootQa } from './qa/boot';
import { qaControls } from './qa/controls';
import { applyScenario } from './qa/apply';
import { applyPreset } from './qa/presets';
import { fromJson, fromSearchParams, type Scenario } from './qa/scenario';
import { loggedCalls } from './qa/callLog';

/** The QA kit's controls, for the console and the browser journeys (docs/qa.md). */
type QaWindowControls = typeof qaControls & {
  /** Applies a scenario: an object, or a query string of mock.* parameters. Returns what it could not apply. */
  scenario(s: Scenario | string): string[];
  preset: typeof applyPreset;
  calls: typeof loggedCalls;
};

declare global {
  interface Window {
    /** Mock mode only: knobs for QA and the browser journeys. */
    __mock?: {
      reset(): void;
      failNext(f: Failure): void;
      outbox(): unknown[];
    } & QaWindowControls;
  }
}

const WORKER_URL = `${import.meta.env.BASE_URL}mock-sw.js`;

/**
 * A page loaded while the worker was still being installed (by the page before it) has no controller, and MSW's
 * start would reload it (public/mock-sw.js, 3): the worker claims it instead. A page the worker cannot claim
 * (a hard reload bypasses it) is left to MSW's reload after a second.
 */
async function claimPage() {
  const sw = navigator.serviceWorker;
  if (sw.controller || !(await sw.getRegistration(WORKER_URL))) return;
  const claimed = new Promise((resolve) => sw.addEventListener('controllerchange', resolve, { once: true }));
  (await sw.ready).active?.postMessage('CLAIM');
  await Promise.race([claimed, new Promise((resolve) => setTimeout(resolve, 1000))]);
}

/**
 * Starts the mock backend in the browser beside the app's first render: store, banner, service worker.
 * `qaAsked` says whether the QA shortcut was pressed before the banner listens for it (src/main.tsx), and stops
 * the page listening.
 */
export async function startMockBackend({ qaAsked = () => false }: { qaAsked?: () => boolean } = {}) {
  enablePersistence();
  const params = new URLSearchParams(window.location.search);
  // Taken out of the address with a scenario link's settings (bootQa): a reload keeps what it started.
  if (params.has('mockReset')) void resetDb();
  bootQa();

  // The banner (latest mail, reset, the QA panel) needs the store, not the worker: it shows at once.
  const host = document.createElement('div');
  host.id = 'mock-banner';
  document.body.appendChild(host);
  createRoot(host).render(createElement(MockBanner, { qaAsked }));

  const worker = setupWorker(...handlers, ...wsHandlers);
  await claimPage();
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    // MSW's worker behind a filter that sends it only the backend's calls (public/mock-sw.js says why).
    serviceWorker: { url: WORKER_URL },
  });

  window.__mock = {
    reset: () => void resetDb().then(() => window.location.reload()),
    failNext,
    ...qaControls,
    scenario: (s) => {
      const parsed = typeof s === 'string' ? fromSearchParams(s) : fromJson(s);
      return [...parsed.errors, ...applyScenario(parsed.scenario).errors];
    },
    preset: applyPreset,
    calls: loggedCalls,
    outbox: () => db().outbox,
  };
}
