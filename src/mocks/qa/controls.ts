import { db, persist } from '../db';
import { failNext, mockConfig } from '../http';
import { broker } from '../realtime';
import { subscribeCallLog } from './callLog';
import type { FailRule, FailStatus } from './scenario';

/**
 * What the QA panel, window.__mock and tests do to the running mock, each in one call. Listeners hear of
 * every change to the settings (and of each call, which may use up a one-shot failure or change the queue),
 * so the panel redraws and the browser saves the settings across reloads.
 */
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version += 1;
  listeners.forEach((l) => l());
};
subscribeCallLog(changed);

export function subscribeSettings(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
/** Changes with every setting, call and socket change: a snapshot key for useSyncExternalStore. */
export const settingsVersion = () => version;

export const qaControls = {
  setLatency(ms: number) {
    mockConfig.latencyMs = ms;
    changed();
  },
  /** `percent` of calls (0-50) fail with `status`. */
  setFailRate(percent: number, status: FailStatus = mockConfig.failRateStatus) {
    mockConfig.failRate = percent;
    mockConfig.failRateStatus = status;
    changed();
  },
  /** The next call to exactly this call of the spec fails with the rule's status. */
  failNextCall(rule: FailRule) {
    failNext({ ...rule, exact: true });
    changed();
  },
  clearFailures() {
    mockConfig.failures = [];
    changed();
  },
  /** Every session ends on the server: the app's next call gets a 401 and logs it out. */
  expireSessions() {
    db().sessions = {};
    persist();
    changed();
  },
  dropSockets() {
    broker.dropAll();
    changed();
  },
  /** An unreachable backend: every call fails as a network error and the socket drops and stays down. */
  setOffline(offline: boolean) {
    mockConfig.offline = offline;
    if (offline) broker.dropAll();
    // Coming back is told to the app as the browser tells it, so queued work goes out now rather than at the
    // socket's next reconnect attempt (up to 30 s away).
    else if (typeof window !== 'undefined') window.dispatchEvent(new Event('online'));
    changed();
  },
  pauseSocket() {
    broker.pause();
    changed();
  },
  resumeSocket() {
    broker.resume();
    changed();
  },
  /** How many pushes wait while the socket is paused; null when it is not. */
  socketQueue: () => broker.queued(),
  /** Back to a plain mock: no latency, no failures, the socket delivering (the data is left as it is). */
  resetSettings() {
    Object.assign(mockConfig, {
      latencyMs: 0,
      failures: [],
      failRate: 0,
      failRateStatus: 500,
      offline: false,
    });
    broker.resume();
    changed();
  },
};

export function notifySettingsChanged() {
  changed();
}
