import type { AppStore } from '@/app/store';
import { fetchChats, fetchUnreadCounts } from '@/features/chat/api';
import { fetchNotifications } from '@/features/notifications/api';

/**
 * What a signed-in session needs from the server beyond any one screen: the chat list and counts for the
 * menu, the notifications for the bell, and (loaded lazily, so the landing page carries no STOMP or SockJS)
 * the live connection. Vitest's jsdom has no socket server, so component tests get the calls only; the
 * socket itself is proven against a real SockJS peer in tests/unit/chat-realtime-peer.test.ts.
 */
const SOCKET_ENABLED = import.meta.env.MODE !== 'test';

export function refreshSessionData(store: AppStore) {
  void store.dispatch(fetchUnreadCounts());
  void store.dispatch(fetchChats());
  void store.dispatch(fetchNotifications());
}

export function installRealtimeSession(store: AppStore) {
  let loggedIn = false;
  let stop: Promise<(() => void) | undefined> | null = null;

  const sync = () => {
    const now = store.getState().auth.loggedIn;
    if (now === loggedIn) return;
    loggedIn = now;
    if (now) {
      refreshSessionData(store);
      if (SOCKET_ENABLED) stop = import('./live').then((m) => (loggedIn ? m.startLive(store) : undefined));
    } else {
      const pending = stop;
      stop = null;
      void pending?.then((s) => s?.());
    }
  };
  sync();
  const unsubscribe = store.subscribe(sync);
  return () => {
    unsubscribe();
    void stop?.then((s) => s?.());
  };
}
