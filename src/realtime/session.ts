import type { AppStore } from '@/app/store';
import { fetchChats, fetchUnreadCounts } from '@/state/chat/api';
import { baseApi } from '@/state/api';

/**
 * What a signed-in session needs from the server beyond any one screen: the chat list and counts for the
 * menu, the notifications for the bell, and (loaded lazily, so the landing page carries no STOMP or SockJS)
 * the live connection. Vitest's jsdom has no socket server, so component tests get the calls only; the
 * socket itself is proven against a real SockJS peer in tests/unit/chat-realtime-peer.test.ts.
 * This module is loaded by src/app/session.ts after the feature slices, once a user signs in.
 */
const SOCKET_ENABLED = import.meta.env.MODE !== 'test';

export function refreshSessionData(store: AppStore) {
  void store.dispatch(fetchUnreadCounts());
  void store.dispatch(fetchChats());
  // Whatever the screens show from the cache is fetched again (a reconnect may have missed events).
  store.dispatch(baseApi.util.invalidateTags(['Notifications']));
}

/** Starts the session's data and socket; returns what stops them (at logout). */
export function startSessionServices(store: AppStore): () => void {
  refreshSessionData(store);
  if (!SOCKET_ENABLED) return () => {};
  let stopped = false;
  let stopLive: (() => void) | undefined;
  void import('./live').then((m) => {
    if (!stopped) stopLive = m.startLive(store);
  });
  return () => {
    stopped = true;
    stopLive?.();
  };
}
