import { useEffect } from 'react';
import {
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  type NavigationType,
} from 'react-router-dom';
import { forgetReturnPath, ownerOf, returnPathFor } from '@/lib/drafts';
import { useAppSelector, usePage } from './hooks';
import { decideAccess, fallbackPath, homePath, type AccessContext } from './access';
import { paths } from './paths';
import { routeFor } from './routes';
import type { RootState } from './store';

// The last location the user was allowed to see: "the previous link" of the access rules.
let previousAllowed: string | null = null;

/** The page the user is on (the last one the guard let through): where a 401 happened. */
export const currentPath = () => previousAllowed;

/**
 * The entries this tab has moved through (by location key) and the one it is on, so that a Back or Forward
 * says which way it went. The last answer is kept: a page renders more than once for one move.
 */
let trail = { keys: [] as string[], at: -1, last: { key: '', way: 0 } };
/** The entry being stepped over (StepOver below): one step per move, however often its effect runs. */
let steppedFrom = '';

/** Which way the move to this entry went: -1 back, 1 forward, 0 a new entry or one this page load never saw. */
function wayOf(key: string, type: NavigationType): number {
  if (trail.last.key === key) return trail.last.way;
  steppedFrom = '';
  let way = 0;
  if (type === 'PUSH') trail.keys.splice(++trail.at, Infinity, key);
  else if (type === 'REPLACE') trail.keys[(trail.at = Math.max(trail.at, 0))] = key;
  else {
    const i = trail.keys.indexOf(key);
    way = i < 0 ? 0 : Math.sign(i - trail.at);
    if (i < 0) trail.keys = [key];
    trail.at = Math.max(i, 0);
  }
  trail.last = { key, way };
  return way;
}

/** The page at this entry was let in: its arrival's way is used up. */
function arrived(key: string) {
  if (trail.last.key === key) trail.last.way = 0;
}

/** Whether the trail has an entry beyond this one that way. */
const canGo = (way: number) => trail.keys[trail.at + way] !== undefined;

/** Forgets the previous link and the trail, as a new tab would (tests call it before each case). */
export function forgetPreviousLocation() {
  previousAllowed = null;
  trail = { keys: [], at: -1, last: { key: '', way: 0 } };
}

/** Moves on past this entry the way the browser's Back or Forward went. */
function StepOver({ way, from }: { way: number; from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (steppedFrom === from) return;
    steppedFrom = from;
    void navigate(way);
  }, [navigate, way, from]);
  return null;
}

export const selectAccessContext = (s: RootState): AccessContext => ({
  loggedIn: s.auth.loggedIn,
  role: s.auth.role,
  profileComplete: s.auth.profileComplete,
});

/** The one guard: reads the access data of the matched route and lets it render or redirects. */
export function RouteGuard() {
  const location = useLocation();
  const way = wayOf(location.key, useNavigationType());
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const userId = useAppSelector((s) => s.auth.id);
  const role = useAppSelector((s) => s.auth.role);
  const profileComplete = useAppSelector((s) => s.auth.profileComplete);
  const ctx: AccessContext = { loggedIn, role, profileComplete };
  const { route: handle, title } = usePage();
  // The route table's, by the address: a path's kind of page it does not have is the 404's, open to all.
  const access = routeFor(location.pathname).access;
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
    if (title) document.title = `${title} · Sensiworks`;
  }, [decision.allow, here, title, loggedIn, userId]);

  // The way applies to the arrival only: a page let in, then closed by what the user does there (logging in on a
  // login page reached by Back), is left for its destination, not stepped over.
  if (decision.allow) arrived(location.key);
  if (decision.allow) return <Outlet />;
  if (decision.to === 'login') return <Navigate to={paths.login} replace state={{ from: here }} />;
  // A page passed on the way in (a login, a code, a setup step), closed now and reached again by the browser's
  // Back or Forward, is stepped over the same way: Back from the dashboard after a setup goes to the page before
  // it, not to the dashboard again once per step. With nothing known beyond it, it is replaced as below.
  if (way && (access.kind === 'guest' || access.kind === 'setup') && canGo(way))
    return <StepOver way={way} from={location.key} />;
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
