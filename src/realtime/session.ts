import type { AppStore } from '@/app/store';
import { whenBackendReady } from '@/lib/backendReady';

/**
 * What a signed-in session needs beyond any one screen: the outbox's waiting messages sent, and the live
 * connection (loaded lazily, so the landing page carries no STOMP or SockJS). The menu's chat counts and the
 * bell read the query cache through their own hooks. Vitest's DOM has no socket server, so component tests run without it; the socket itself is
 * proven against a real SockJS peer in tests/unit/chat-realtime-peer.test.ts.
 * This module is loaded by src/app/session.ts once a user signs in.
 */
const SOCKET_ENABLED = import.meta.env.MODE !== 'test';

/** Starts the session's socket and sends what waits in the outbox; returns what stops it (at logout). */
export function startSessionServices(store: AppStore): () => void {
  // Messages still waiting from before a reload or a sign-in go out now, not when their conversation opens (the
  // socket's reconnect and the browser's return send what waits after that: ./live.ts).
  if (store.getState().chat.outbox.length)
    void import('@/state/chat/outbox').then((m) => store.dispatch(m.flushOutbox()));
  if (!SOCKET_ENABLED) return () => {};
  let stopped = false;
  let stopLive: (() => void) | undefined;
  // In mock mode the socket, like every call, waits for the in-browser backend to listen.
  void Promise.all([import('./live'), whenBackendReady()]).then(([m]) => {
    if (!stopped) stopLive = m.startLive(store);
  });
  return () => {
    stopped = true;
    stopLive?.();
  };
}
