import { failNext, mockConfig } from '../http';
import { findUserByEmail, openSession, type QaSession } from './accounts';
import { isCall } from './calls';
import { applyPreset } from './presets';
import { FAIL_STATUSES, type FailRule, type FailStatus, type Scenario } from './scenario';

export interface Applied {
  /** The session opened for `as`, for the caller to hand to the app (browser) or the test (HTTP). */
  session?: QaSession;
  errors: string[];
}

/**
 * Applies a scenario to the mock: the preset first (it starts the data over), then the network settings and
 * the one-shot failures, then the sign-in. A scenario sets what it names and leaves the rest as it was.
 * The one place a scenario takes effect: the link (browser.ts), the HTTP endpoint and tests all come here.
 */
export function applyScenario(s: Scenario): Applied {
  const errors: string[] = [];
  if (s.preset) applyPreset(s.preset);
  if (s.latency !== undefined) mockConfig.latencyMs = s.latency;
  if (s.failRate !== undefined) mockConfig.failRate = s.failRate;
  if (s.failStatus !== undefined) mockConfig.failRateStatus = s.failStatus;
  for (const rule of s.fail ?? []) failNext({ ...rule, exact: true });
  if (s.offline !== undefined) mockConfig.offline = s.offline;
  let session: QaSession | undefined;
  if (s.as) {
    const user = findUserByEmail(s.as);
    if (user) session = openSession(user);
    else errors.push(`as: no user has the email ${s.as}`);
  }
  return { session, errors };
}

const isFailStatus = (status: unknown): status is FailStatus =>
  (FAIL_STATUSES as readonly unknown[]).includes(status);

/**
 * The mock's current network settings as a scenario (what "copy link to this scenario" shares). Pending
 * failures set by a scenario or the panel are included; a substring rule set from code has no link form.
 */
export function currentScenario(): Scenario {
  const fail = mockConfig.failures.flatMap((f): FailRule[] => {
    const { method, path, status } = f;
    if (!f.exact || !method || !isCall(method, path) || !isFailStatus(status)) return [];
    const rule = { method: method.toUpperCase() as FailRule['method'], path, status };
    return Array.from({ length: f.times ?? 1 }, () => rule);
  });
  return {
    latency: mockConfig.latencyMs,
    failRate: mockConfig.failRate,
    ...(mockConfig.failRate > 0 && { failStatus: mockConfig.failRateStatus }),
    ...(fail.length > 0 && { fail }),
    ...(mockConfig.offline && { offline: true }),
  };
}
