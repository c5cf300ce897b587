import type { Role } from '@/lib/roles';
import { dashboardFor } from './paths';

/**
 * What kind of route this is, for the access rules of spec section 2:
 * - setup: landing, profile setup, OTP, welcome. Blocked once the profile is complete; the only
 *   (with info) routes allowed while it is incomplete.
 * - info: contact, about and the legal pages. Open in every state (docs/decisions.md).
 * - guest: login, signup, forgot and set password. For visitors; a logged-in user is sent on.
 * - app: everything else; needs a complete profile.
 */
export type RouteKind = 'setup' | 'info' | 'guest' | 'app';

export interface RouteAccess {
  /** Needs a logged-in token. */
  protected: boolean;
  /** Only this role may open it. */
  role?: Role;
  kind: RouteKind;
}

export interface AccessContext {
  loggedIn: boolean;
  role: Role | null;
  profileComplete: boolean;
}

export type Decision = { allow: true } | { allow: false; to: 'login' | 'fallback' };

const ALLOW: Decision = { allow: true };
const FALLBACK: Decision = { allow: false, to: 'fallback' };

export function decideAccess(access: RouteAccess, ctx: AccessContext): Decision {
  if (!ctx.loggedIn) return access.protected ? { allow: false, to: 'login' } : ALLOW;
  if (access.role && access.role !== ctx.role) return FALLBACK;
  switch (access.kind) {
    case 'info':
      return ALLOW;
    case 'guest':
      return FALLBACK;
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
