import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { forgetReturnPath, ownerOf, returnPathFor } from '@/lib/drafts';
import { useAppSelector } from './hooks';
import { decideAccess, fallbackPath, homePath, type AccessContext, type RouteAccess } from './access';
import { paths } from './paths';
import { routeFor } from './routes';
import type { RootState } from './store';

// The last location the user was allowed to see: "the previous link" of the access rules.
let previousAllowed: string | null = null;

/** The page the user is on (the last one the guard let through): where a 401 happened. */
export const currentPath = () => previousAllowed;

/** Forgets the previous link, as a new tab would (tests call it before each case). */
export function forgetPreviousLocation() {
  previousAllowed = null;
}

export const selectAccessContext = (s: RootState): AccessContext => ({
  loggedIn: s.auth.loggedIn,
  role: s.auth.role,
  profileComplete: s.auth.profileComplete,
});

interface Handle {
  access?: RouteAccess;
  title?: string;
  /** Starts loading the route's page and layout (src/app/router.tsx). */
  preload?: () => Promise<unknown>;
}

/** The one guard: reads the access data of the matched route and lets it render or redirects. */
export function RouteGuard() {
  const matches = useMatches();
  const location = useLocation();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const userId = useAppSelector((s) => s.auth.id);
  const role = useAppSelector((s) => s.auth.role);
  const profileComplete = useAppSelector((s) => s.auth.profileComplete);
  const ctx: AccessContext = { loggedIn, role, profileComplete };
  const handle = [...matches].reverse().find((m) => (m.handle as Handle | undefined)?.access)?.handle as
    Handle | undefined;
  const access = handle?.access ?? { protected: false, kind: 'info' };
  const decision = decideAccess(access, ctx);
  const here = location.pathname + location.search;

  const preload = decision.allow ? handle?.preload : undefined;
  // A failure here is the page's to show: rendering it downloads its code again.
  useEffect(() => void preload?.().catch(() => {}), [preload]);

  useEffect(() => {
    if (!decision.allow) return;
    previousAllowed = here;
    // Signed in and somewhere: where a 401 left this user is used up (src/lib/drafts.ts).
    if (loggedIn) forgetReturnPath(ownerOf(userId));
    if (handle?.title) document.title = `${handle.title} · Sensiworks`;
  }, [decision.allow, here, handle?.title, loggedIn, userId]);

  if (decision.allow) return <Outlet />;
  if (decision.to === 'login') return <Navigate to={paths.login} replace state={{ from: here }} />;
  const isAllowed = (path: string) => decideAccess(routeFor(path).access, ctx).allow;
  // A guard redirect says where the user was going; else the page where a 401 signed this same user out.
  const from =
    (location.state as { from?: string } | null)?.from ?? returnPathFor(ownerOf(userId)) ?? undefined;
  const to =
    decision.to === 'home'
      ? homePath(ctx, from, isAllowed)
      : fallbackPath(ctx, previousAllowed, here, isAllowed);
  return <Navigate to={to} replace />;
}
