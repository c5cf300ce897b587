import { API_CALLS, type HttpMethod } from '@/api/contract';

/** One of the app's backend calls as the spec writes it: `GET /jobs/{id}`. */
export interface Call {
  method: HttpMethod;
  path: string;
}

export const CALLS: readonly Call[] = API_CALLS.map(([method, path]) => ({ method, path }));

const pattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
const PATTERNS = CALLS.map((c) => ({
  ...c,
  re: pattern(c.path),
  params: (c.path.match(/\{/g) ?? []).length,
}));

/**
 * Which of the spec's calls a request is: the template with the fewest parameters that matches, so that
 * GET /users/jobseeker-basic-info is that call and not GET /users/{id}. Undefined for a call not in the spec.
 */
export function callOf(method: string, path: string): Call | undefined {
  const pathname = path.split('?')[0];
  let best: (typeof PATTERNS)[number] | undefined;
  for (const c of PATTERNS)
    if (c.method === method.toUpperCase() && c.re.test(pathname) && (!best || c.params < best.params))
      best = c;
  return best && { method: best.method, path: best.path };
}

export const isCall = (method: string, path: string) =>
  CALLS.some((c) => c.method === method.toUpperCase() && c.path === path);
