import type { AppStore } from '@/app/store';
import { whenBackendReady } from '@/lib/backendReady';
import { readSession } from '@/lib/storage';

/**
 * What a signed-in session needs beyond any one screen: the outbox's waiting messages sent, and the live
 * connection (loaded lazily, so the landing page carries no STOMP or SockJS). The menu's chat counts and the
 * bell read the query cache through their own hooks. Vitest's DOM has no socket server, so component tests run without it; the socket itself is
 * proven against a real SockJS peer in tests/unit/chat-realtime-peer.test.ts.
 * This module is loaded by src/app/session.ts once a user signs in.
 */
const SOCKET_ENABLED = import.meta.env.MODE !== 'test';

/** The browser's page itself: loading it again reads a session that changed under this tab afresh. */
export const browserPage = { reload: () => window.location.reload() };

/**
 * Signed in as someone else in another tab: every call of this tab now carries that session's token (the session
 * is kept in localStorage, which tabs share), so the tab becomes that session, as a load shows it, rather than go
 * on showing one user while acting as another. The same user signing in again changes nothing.
 */
function followOtherTabs(store: AppStore) {
  let reloading = false;
  const onStorage = (e: StorageEvent) => {
    if (e.key !== 'token' && e.key !== 'id') return;
    const stored = readSession();
    if (reloading || !stored.token || !stored.id || stored.id === store.getState().auth.id) return;
    reloading = true; // once, though the sign-in's token and id arrive as two events
    browserPage.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Starts the session's socket and sends what waits in the outbox; returns what stops it (at logout). */
export function startSessionServices(store: AppStore): () => void {
  const stopFollowing = followOtherTabs(store);
  // Messages still waiting from before a reload or a sign-in go out now, not when their conversation opens (the
  // socket's reconnect and the browser's return send what waits after that: ./live.ts).
  if (store.getState().chat.outbox.length)
    void import('@/state/chat/outbox').then((m) => store.dispatch(m.flushOutbox()));
  if (!SOCKET_ENABLED) return stopFollowing;
  let stopped = false;
  let stopLive: (() => void) | undefined;
  // In mock mode the socket, like every call, waits for the in-browser backend to listen.
  void Promise.all([import('./live'), whenBackendReady()]).then(([m]) => {
    if (!stopped) stopLive = m.startLive(store);
  });
  return () => {
    stopFollowing();
    stopped = true;
    stopLive?.();
  };
}
