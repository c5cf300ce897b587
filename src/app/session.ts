import { setErrorNotifier, setUnauthorizedHandler } from '@/api/client';
import { toast } from '@/components/toast';
import { clearOtherUsers, keepForReturn, ownerOf, type Owner } from '@/lib/drafts';
import { endSession } from '@/state/auth/session';
import { navigateTo } from './navigation';
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
 * - a 401 on a signed-in call, or logging out in another tab, clears the session and forces logout (the client
 *   shows 'Unauthorized'; the login page names the other tab); the user's drafts stay, chat messages not
 *   delivered go back into their drafts, and where it happened is kept so that the same user signing in again
 *   returns there;
 * - a user signing in drops every other user's drafts in this tab;
 * - signing in as another user in one tab loads the others again as that user (src/realtime/session.ts);
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
  // One way out for a 401 and for a logout in another tab (above); the login page says it was the other tab.
  const forceEnd = (state?: object) => {
    const { loggedIn, id } = store.getState().auth;
    if (!loggedIn) return;
    const owner = ownerOf(id);
    // Before the state goes with the session (the data layer registered what it keeps, once it loaded).
    for (const keep of beforeForcedEnd) keep(owner, store.getState());
    const here = currentPath();
    if (here) keepForReturn(owner, here);
    endSession(store.dispatch);
    navigateTo('/login', { replace: true, state });
  };
  setUnauthorizedHandler(forceEnd);

  const onStorage = (e: StorageEvent) => {
    if ((e.key === 'token' || e.key === null) && !e.newValue) forceEnd({ otherTab: true });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
    void services?.then((stop) => stop());
  };
}
