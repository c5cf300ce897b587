import type { HttpMethod } from '@/api/contract';
import { isCall } from './calls';

/**
 * A QA scenario: the mock's settings as one value, read from a link (`?mock.latency=3000&mock.fail=POST:/jobs:500`),
 * from JSON (POST /__mock/scenario, tests) and written back as a link by the QA panel. Pure: no store, no DOM.
 */
export const FAIL_STATUSES = [400, 401, 403, 404, 500, 508, 'timeout', 'network'] as const;
export type FailStatus = (typeof FAIL_STATUSES)[number];

export const PRESETS = ['seed', 'empty', 'large'] as const;
export type PresetName = (typeof PRESETS)[number];

export const LIMITS = { latency: 10_000, failRate: 50 } as const;

/** The next call to `method path` (a call of the spec, `{id}` for a parameter) fails with `status`. */
export interface FailRule {
  method: HttpMethod;
  path: string;
  status: FailStatus;
}

export interface Scenario {
  /** Milliseconds every call waits, 0 to 10,000. */
  latency?: number;
  /** Percent of calls, 0 to 50, that fail with failStatus (default 500). */
  failRate?: number;
  failStatus?: FailStatus;
  /** One-shot failures, in order. */
  fail?: FailRule[];
  /** The data to start from. */
  preset?: PresetName;
  /** Email of the user to sign in as. */
  as?: string;
  /** An unreachable backend: every call fails as a network error and no socket connects. */
  offline?: boolean;
}

export interface Parsed {
  scenario: Scenario;
  /** What was not understood, one sentence each; the rest of the scenario still applies. */
  errors: string[];
}

const PREFIX = 'mock.';
const KEYS = ['latency', 'failRate', 'failStatus', 'fail', 'preset', 'as', 'offline'] as const;

export function parseStatus(value: unknown): FailStatus | undefined {
  const text = String(value).trim().toLowerCase();
  return FAIL_STATUSES.find((s) => String(s) === text);
}

/** `POST:/jobs:500` (or `POST /jobs 500`): method, a call of the spec, status. */
export function parseRule(value: unknown): FailRule | string {
  if (value && typeof value === 'object') {
    const { method, path, status } = value as Record<string, unknown>;
    return parseRule(`${String(method)}:${String(path)}:${String(status)}`);
  }
  const text = String(value).trim();
  const m = /^([A-Za-z]+)[:\s]+(\/\S*?)[:\s]+(\w+)$/.exec(text);
  if (!m) return `fail "${text}" is not METHOD:PATH:STATUS (for example POST:/jobs:500)`;
  const method = m[1].toUpperCase() as HttpMethod;
  const status = parseStatus(m[3]);
  if (!isCall(method, m[2])) return `fail "${text}": ${method} ${m[2]} is not one of the spec's calls`;
  if (status === undefined) return `fail "${text}": the status must be one of ${FAIL_STATUSES.join(', ')}`;
  return { method, path: m[2], status };
}

const wholeNumber = (value: unknown, max: number) => {
  const text = String(value).trim();
  const n = Number(text);
  return text !== '' && Number.isInteger(n) && n >= 0 && n <= max ? n : undefined;
};

/** Reads the settings from key/value pairs, whatever their source; repeated `fail` keys add rules. */
function parseEntries(entries: Array<[string, unknown]>): Parsed {
  const scenario: Scenario = {};
  const errors: string[] = [];
  for (const [key, value] of entries) {
    switch (key) {
      case 'latency': {
        const n = wholeNumber(value, LIMITS.latency);
        if (n === undefined) errors.push(`latency must be whole milliseconds from 0 to ${LIMITS.latency}`);
        else scenario.latency = n;
        break;
      }
      case 'failRate': {
        const n = wholeNumber(value, LIMITS.failRate);
        if (n === undefined) errors.push(`failRate must be a whole percent from 0 to ${LIMITS.failRate}`);
        else scenario.failRate = n;
        break;
      }
      case 'failStatus': {
        const s = parseStatus(value);
        if (s === undefined) errors.push(`failStatus must be one of ${FAIL_STATUSES.join(', ')}`);
        else scenario.failStatus = s;
        break;
      }
      case 'fail':
        for (const item of Array.isArray(value) ? value : [value]) {
          const rule = parseRule(item);
          if (typeof rule === 'string') errors.push(rule);
          else scenario.fail = [...(scenario.fail ?? []), rule];
        }
        break;
      case 'preset': {
        const p = PRESETS.find((name) => name === String(value).trim().toLowerCase());
        if (!p) errors.push(`preset must be one of ${PRESETS.join(', ')}`);
        else scenario.preset = p;
        break;
      }
      case 'as': {
        const email = String(value).trim().toLowerCase();
        if (!email.includes('@')) errors.push('as must be the email of a user to sign in as');
        else scenario.as = email;
        break;
      }
      case 'offline': {
        const flag = { true: true, '1': true, false: false, '0': false }[String(value).trim().toLowerCase()];
        if (flag === undefined) errors.push('offline must be 1 or 0 (true or false)');
        else scenario.offline = flag;
        break;
      }
      default:
        errors.push(`unknown setting "${key}" (known: ${KEYS.join(', ')})`);
    }
  }
  return { scenario, errors };
}

/** The `mock.*` parameters of a query string; other parameters are the app's and are left alone. */
export function fromSearchParams(search: string | URLSearchParams): Parsed {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return parseEntries(
    [...params].filter(([k]) => k.startsWith(PREFIX)).map(([k, v]) => [k.slice(PREFIX.length), v]),
  );
}

/** The same settings as JSON (`{"latency":3000,"fail":["POST:/jobs:500"]}`); rules may also be objects. */
export function fromJson(value: unknown): Parsed {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { scenario: {}, errors: ['a scenario is a JSON object'] };
  return parseEntries(Object.entries(value));
}

/** A link's parameters applied once, on load: the scenario's, and `mockReset` (src/mocks/browser.ts). */
const appliedOnce = (key: string) => key.startsWith(PREFIX) || key === 'mockReset';

export const hasScenario = (search: string | URLSearchParams) =>
  [...new URLSearchParams(search)].some(([k]) => appliedOnce(k));

// ':', '/', '{' and '}' are legal in a query, so a link keeps them readable: mock.fail=POST:/jobs/{id}:500.
const encode = (v: string) =>
  encodeURIComponent(v)
    .replace(/%3A/gi, ':')
    .replace(/%2F/gi, '/')
    .replace(/%7B/gi, '{')
    .replace(/%7D/gi, '}');

export const ruleText = (r: FailRule) => `${r.method}:${r.path}:${r.status}`;

/** The query string of a scenario (without '?'), in a fixed order; parsing it gives the scenario back. */
export function toSearch(s: Scenario): string {
  const pairs: Array<[string, string]> = [];
  if (s.preset !== undefined) pairs.push(['preset', s.preset]);
  if (s.as !== undefined) pairs.push(['as', s.as]);
  if (s.latency !== undefined) pairs.push(['latency', String(s.latency)]);
  if (s.failRate !== undefined) pairs.push(['failRate', String(s.failRate)]);
  if (s.failStatus !== undefined) pairs.push(['failStatus', String(s.failStatus)]);
  for (const rule of s.fail ?? []) pairs.push(['fail', ruleText(rule)]);
  if (s.offline !== undefined) pairs.push(['offline', s.offline ? '1' : '0']);
  return pairs.map(([k, v]) => `${PREFIX}${k}=${encode(v)}`).join('&');
}

/** A link to `url` with the scenario's parameters in place of any it had. */
export function withScenario(url: string, s: Scenario): string {
  const u = new URL(url);
  const kept = [...u.searchParams]
    .filter(([k]) => !appliedOnce(k))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  const query = [...kept, toSearch(s)].filter(Boolean).join('&');
  return `${u.origin}${u.pathname}${query ? `?${query}` : ''}${u.hash}`;
}

/** The URL with its `mock.*` parameters removed (they are applied once, on load). */
export function withoutScenario(url: string): string {
  return withScenario(url, {});
}
