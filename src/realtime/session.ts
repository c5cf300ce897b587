import type { AppStore } from '@/app/store';
import { whenBackendReady } from '@/lib/backendReady';
import { connectivity } from '@/lib/connectivity';
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

/** How long the app waits before asking a backend that did not answer again, at first and at most. */
export const PROBE_DELAY_MS = { first: 2_000, most: 30_000 };

/**
 * While the backend does not answer (a call got no answer; the browser itself is online), it is asked again
 * now and then, less often the longer it lasts, with a call that shows nothing when it fails (the chat's unread
 * counts): its first answer ends the wait, and the messages waiting in the outbox go out. Without it, a message
 * that lost its answer once waited, and the banner stayed, until some other call happened to be made.
 */
function probeWhileUnreachable(store: AppStore) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = PROBE_DELAY_MS.first;
  const probe = () => {
    delay = Math.min(delay * 2, PROBE_DELAY_MS.most);
    timer = setTimeout(probe, delay);
    void import('@/state/chat/endpoints').then(({ ChatApi }) =>
      store.dispatch(
        ChatApi.endpoints.getUnreadCounts.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ),
    );
  };
  const watch = () => {
    clearTimeout(timer);
    delay = PROBE_DELAY_MS.first;
    if (connectivity.get() === 'unreachable') timer = setTimeout(probe, delay);
  };
  const off = connectivity.subscribe(watch);
  watch();
  return () => {
    off();
    clearTimeout(timer);
  };
}

const flushOutbox = (store: AppStore) =>
  void import('@/state/chat/outbox').then((m) => store.dispatch(m.flushOutbox()));

/** Starts the session's socket and sends what waits in the outbox; returns what stops it (at logout). */
export function startSessionServices(store: AppStore): () => void {
  const stopProbing = probeWhileUnreachable(store);
  // Messages typed while the backend could not be reached go out once it can (the socket's reconnect sends
  // them too: ./live.ts).
  const offBackOnline = connectivity.onBackOnline(() => flushOutbox(store));
  const stopWatching = () => {
    stopProbing();
    offBackOnline();
  };
  const stopFollowing = followOtherTabs(store);
  // Messages still waiting from before a reload or a sign-in go out now, not when their conversation opens.
  if (store.getState().chat.outbox.length) flushOutbox(store);
  if (!SOCKET_ENABLED)
    return () => {
      stopWatching();
      stopFollowing();
    };
  let stopped = false;
  let stopLive: (() => void) | undefined;
  // In mock mode the socket, like every call, waits for the in-browser backend to listen.
  void Promise.all([import('./live'), whenBackendReady()]).then(([m]) => {
    if (!stopped) stopLive = m.startLive(store);
  });
  return () => {
    stopWatching();
    stopFollowing();
    stopped = true;
    stopLive?.();
  };
}
