import type { Role } from '@/lib/roles';
import { dashboardFor, profileSetupFor } from './paths';
import type { RouteAccess } from './routes';

export type { RouteAccess, RouteKind } from './routes';

export interface AccessContext {
  loggedIn: boolean;
  role: Role | null;
  profileComplete: boolean;
}

/**
 * Not allowed: to /login (no session), to the fallback of the access rules, or (a signed-in user on a visitor's
 * page, as right after logging in) straight to where the user was going, else their home.
 */
export type Decision = { allow: true } | { allow: false; to: 'login' | 'fallback' | 'home' };

const ALLOW: Decision = { allow: true };
const FALLBACK: Decision = { allow: false, to: 'fallback' };
const HOME: Decision = { allow: false, to: 'home' };

export function decideAccess(access: RouteAccess, ctx: AccessContext): Decision {
  if (!ctx.loggedIn) return access.protected ? { allow: false, to: 'login' } : ALLOW;
  if (access.role && access.role !== ctx.role) return FALLBACK;
  switch (access.kind) {
    case 'info':
      return ALLOW;
    case 'guest':
      return HOME;
    case 'setup':
      return ctx.profileComplete ? FALLBACK : ALLOW;
    case 'app':
      return ctx.profileComplete ? ALLOW : FALLBACK;
  }
}

/**
 * Where a guarded path sends the user: the previous link if it is still open to them, else the role's
 * dashboard with a complete profile, else the landing page. `current` is never returned, so no loop.
 */
export function fallbackPath(
  ctx: AccessContext,
  previous: string | null,
  current: string,
  isAllowed: (path: string) => boolean,
): string {
  if (previous && previous !== current && isAllowed(previous)) return previous;
  if (ctx.loggedIn && ctx.profileComplete && ctx.role) return dashboardFor(ctx.role);
  return '/';
}

/**
 * Where a signed-in user on a visitor's page (login, signup) goes, in one navigation: the page they were sent
 * to log in from if it is open to them, else the role's dashboard with a complete profile, else its profile
 * setup (docs/decisions.md: never the landing page on the way).
 */
export function homePath(ctx: AccessContext, from: string | undefined, isAllowed: (path: string) => boolean) {
  if (from && isAllowed(from)) return from;
  if (!ctx.role) return '/';
  return ctx.profileComplete ? dashboardFor(ctx.role) : profileSetupFor(ctx.role);
}
