import { setUnauthorizedHandler } from '@/api/client';
import { endSession } from '@/features/auth/api';
import { navigateTo } from './navigation';
import { loadFeatureSlices } from './loadFeatureSlices';
import type { AppStore } from './store';

/**
 * Session effects that live outside any screen:
 * - a 401 on a signed-in call clears the session and forces logout (the client shows 'Unauthorized');
 * - logging out in one tab logs out the others (the storage event fires in every other tab).
 */
export function installSessionEffects(store: AppStore) {
  // A signed-in user will need the feature slices on their next screen: fetch them now, not on that click.
  const preload = () => {
    if (store.getState().auth.loggedIn) void loadFeatureSlices();
  };
  preload();
  const unsubscribe = store.subscribe(preload);

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
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
