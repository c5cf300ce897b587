import './global-shim';
import { Client, ReconnectionTimeMode, type IMessage, type StompSubscription } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { stripBidiDeep } from '@/lib/text';

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';

export interface RealtimeOptions {
  /** The SockJS endpoint (http/https URL). */
  url: string;
  /** Mock mode uses a native WebSocket (which the mock backend intercepts) instead of SockJS. */
  nativeWebSocket?: boolean;
  getToken: () => string | null;
  heartbeatMs?: number;
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

type Listener = () => void;

interface Entry {
  destination: string;
  callback: (body: unknown, message: IMessage) => void;
  sub?: StompSubscription;
}

/** A frame's body as data; its text, like the API's, never carries bidirectional controls. */
function parse(body: string): unknown {
  try {
    return stripBidiDeep(JSON.parse(body) as unknown);
  } catch {
    return stripBidiDeep(body);
  }
}

export function toWebSocketUrl(url: string): string {
  const absolute = new URL(url, typeof window !== 'undefined' ? window.location.href : 'http://localhost/');
  absolute.protocol = absolute.protocol === 'https:' ? 'wss:' : 'ws:';
  return absolute.toString();
}

/**
 * STOMP over SockJS with what a long-lived chat connection needs: the bearer token on CONNECT (read fresh
 * at every attempt), heartbeats, reconnect with exponential backoff, every subscription renewed after a
 * reconnect, and a reconnect event so that screens can re-fetch what they may have missed.
 */
export function createRealtime(options: RealtimeOptions) {
  const entries = new Map<number, Entry>();
  const reconnectListeners = new Set<Listener>();
  let status: RealtimeStatus = 'idle';
  let connectedBefore = false;
  // A connection lost, or tried and not made: what was fetched meanwhile may have failed or gone stale.
  let missed = false;
  let nextKey = 1;

  const setStatus = (s: RealtimeStatus) => {
    status = s;
  };

  const attach = (client: Client, entry: Entry) => {
    entry.sub = client.subscribe(entry.destination, (m) => entry.callback(parse(m.body), m));
  };

  const heartbeat = options.heartbeatMs ?? 10000;
  const client = new Client({
    webSocketFactory: () =>
      options.nativeWebSocket ? new WebSocket(toWebSocketUrl(options.url)) : new SockJS(options.url),
    heartbeatIncoming: heartbeat,
    heartbeatOutgoing: heartbeat,
    reconnectDelay: options.reconnectDelayMs ?? 1000,
    maxReconnectDelay: options.maxReconnectDelayMs ?? 30000,
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
    beforeConnect: (c) => {
      const token = options.getToken();
      c.connectHeaders = token ? { Authorization: `Bearer ${token}` } : {};
      setStatus(connectedBefore ? 'reconnecting' : 'connecting');
    },
    onConnect: () => {
      entries.forEach((e) => attach(client, e));
      setStatus('connected');
      // After a drop, and after a first connection that took more than one try (a backend down when the app
      // started): screens that failed meanwhile fetch again.
      if (missed) reconnectListeners.forEach((l) => l());
      connectedBefore = true;
      missed = false;
    },
    onWebSocketClose: () => {
      missed = true;
      entries.forEach((e) => (e.sub = undefined));
      if (client.active) setStatus('reconnecting');
    },
  });

  return {
    get status() {
      return status;
    },
    connect() {
      if (!client.active) client.activate();
    },
    async disconnect() {
      connectedBefore = false;
      entries.forEach((e) => (e.sub = undefined));
      await client.deactivate();
      missed = false;
      setStatus('idle');
    },
    /** Subscribes now if connected, and again after every reconnect. Returns the unsubscribe. */
    subscribe<T = unknown>(destination: string, callback: (body: T, message: IMessage) => void) {
      const key = nextKey++;
      const entry: Entry = { destination, callback: callback as Entry['callback'] };
      entries.set(key, entry);
      if (client.connected) attach(client, entry);
      return () => {
        if (client.connected) entry.sub?.unsubscribe();
        entries.delete(key);
      };
    },
    /** Fires after a reconnect (not the first connect): re-fetch what may have been missed. */
    onReconnect(listener: Listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
