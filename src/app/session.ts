import { setUnauthorizedHandler } from '@/api/client';
import { endSession } from '@/features/auth/api';
import { installRealtimeSession } from '@/realtime/session';
import { navigateTo } from './navigation';
import type { AppStore } from './store';

/**
 * Session effects that live outside any screen:
 * - a 401 on a signed-in call clears the session and forces logout (the client shows 'Unauthorized');
 * - logging out in one tab logs out the others (the storage event fires in every other tab);
 * - the chat and notification data of a session, and its live connection (src/realtime/session.ts).
 */
export function installSessionEffects(store: AppStore) {
  setUnauthorizedHandler(() => {
    if (!store.getState().auth.loggedIn) return;
    endSession(store.dispatch);
    navigateTo('/login', { replace: true });
  });

  const onStorage = (e: StorageEvent) => {
    if (e.key !== 'token' && e.key !== null) return;
    if (!e.newValue && store.getState().auth.loggedIn) {
      endSession(store.dispatch);
      navigateTo('/login', { replace: true });
    }
  };
  window.addEventListener('storage', onStorage);
  const uninstallRealtime = installRealtimeSession(store);
  return () => {
    window.removeEventListener('storage', onStorage);
    uninstallRealtime();
  };
}
