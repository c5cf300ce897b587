import { setErrorNotifier, setUnauthorizedHandler } from '@/api/client';
import { toast } from '@/components/toast';
import { clearOtherUsers, keepForReturn, ownerOf, type Owner } from '@/lib/drafts';
import { endSession } from '@/state/auth/session';
import { readSession } from '@/lib/storage';
import { browserPage, navigateTo } from './navigation';
import { loadDataLayer } from './loadDataLayer';
import { currentPath } from './RouteGuard';
import type { AppStore, RootState } from './store';

type BeforeForcedEnd = (owner: Owner, state: RootState) => void;
const beforeForcedEnd = new Set<BeforeForcedEnd>();

/**
 * What the data layer keeps of a session that a 401 is ending, before the session's state goes (the chat puts
 * undelivered messages back into their drafts: src/app/dataLayer.ts). Registered by the data layer, so that its
 * code does not come with every page.
 */
export function beforeSessionForcedEnd(keep: BeforeForcedEnd) {
  beforeForcedEnd.add(keep);
}

/**
 * Session effects that live outside any screen:
 * - a 401 on a signed-in call clears the session and forces logout (the client shows 'Unauthorized'); the user's
 *   drafts stay, chat messages not delivered go back into their drafts, and where it happened is kept so that
 *   the same user signing in again returns there;
 * - a user signing in drops every other user's drafts in this tab;
 * - logging out in one tab logs out the others (the storage event fires in every other tab), and signing in as
 *   another user in one tab loads the others again as that user;
 * - the chat and notification data of a session, and its live connection (src/realtime/session.ts).
 */
export function installSessionEffects(store: AppStore) {
  // A signed-in session gets the feature slices at once (its next screen reads them), then the session
  // services (chat list, counts, notifications, the socket); logging out stops the services.
  let active = false;
  let services: Promise<() => void> | null = null;
  const sync = () => {
    const loggedIn = store.getState().auth.loggedIn;
    if (loggedIn === active) return;
    active = loggedIn;
    if (loggedIn) {
      clearOtherUsers(ownerOf(store.getState().auth.id));
      services = loadDataLayer()
        .then(() => import('@/realtime/session'))
        .then((m) => (active ? m.startSessionServices(store) : () => {}));
    } else {
      const running = services;
      services = null;
      void running?.then((stop) => stop());
    }
  };
  sync();
  const unsubscribe = store.subscribe(sync);

  setErrorNotifier(toast.error);
  setUnauthorizedHandler(() => {
    const { loggedIn, id } = store.getState().auth;
    if (!loggedIn) return;
    const owner = ownerOf(id);
    // Before the state goes with the session (the data layer registered what it keeps, once it loaded).
    for (const keep of beforeForcedEnd) keep(owner, store.getState());
    const here = currentPath();
    if (here) keepForReturn(owner, here);
    endSession(store.dispatch);
    navigateTo('/login', { replace: true });
  });

  let reloading = false;
  const onStorage = (e: StorageEvent) => {
    if (e.key !== 'token' && e.key !== 'id' && e.key !== null) return;
    const { loggedIn, id } = store.getState().auth;
    if (e.key !== 'id' && !e.newValue) {
      if (loggedIn) {
        endSession(store.dispatch);
        navigateTo('/login', { replace: true });
      }
      return;
    }
    // Signed in in another tab, as someone else or while this one was signed out: every call of this tab now
    // carries that session's token, so the tab becomes that session, as a load shows it, rather than go on
    // showing one user while acting as another. The same user signing in again changes nothing here.
    const stored = readSession();
    if (reloading || !stored.token || !stored.id || (loggedIn && stored.id === id)) return;
    reloading = true; // once, though the sign-in's token and id arrive as two events
    browserPage.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
    void services?.then((stop) => stop());
  };
}
