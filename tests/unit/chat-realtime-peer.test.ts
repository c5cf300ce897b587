// @vitest-environment node
import './node-storage';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server as mockServer } from '@/mocks/node';
import { attachSockJs } from '@/mocks/server/sockjs';
import { createStompBroker } from '@/mocks/stomp';
import { createRealtime, type Realtime } from '@/realtime/stomp';
import { TOPICS } from '@/realtime/topics';

/**
 * Proof against a real peer: a SockJS server (the `sockjs` package) with a STOMP responder, and the app's own
 * STOMP client connecting through sockjs-client. No MSW here: the shared setup's interception is turned off.
 */
describe('the STOMP client against a real SockJS server', () => {
  let http: Server;
  let client: Realtime | undefined;
  const broker = createStompBroker((token) => (token === 'good-token' ? 42 : null));

  beforeAll(async () => {
    mockServer.close();
    http = createServer();
    attachSockJs(http, broker);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    return () => new Promise<void>((resolve) => http.close(() => resolve()));
  });

  afterEach(async () => {
    await client?.disconnect();
    client = undefined;
  });

  const url = () => `http://127.0.0.1:${(http.address() as AddressInfo).port}/ws`;

  it('authenticates, subscribes, receives, and after a server drop reconnects and resubscribes', async () => {
    client = createRealtime({ url: url(), getToken: () => 'good-token', reconnectDelayMs: 200 });
    const received: unknown[] = [];
    let reconnects = 0;
    client.subscribe(TOPICS.chatMessages, (body) => received.push(body));
    client.onReconnect(() => reconnects++);
    client.connect();

    // The broker only knows the session once CONNECT carried the bearer token.
    await vi.waitFor(() => expect(broker.connectedUsers()).toEqual([42]), { timeout: 10000 });
    await vi.waitFor(
      () => {
        broker.publishToUser(42, TOPICS.chatMessages, { n: 1 });
        expect(received).toContainEqual({ n: 1 });
      },
      { timeout: 10000, interval: 100 },
    );

    broker.dropAll();
    expect(broker.connectedUsers()).toEqual([]);
    await vi.waitFor(() => expect(reconnects).toBe(1), { timeout: 10000 });
    expect(client.status).toBe('connected');
    await vi.waitFor(
      () => {
        broker.publishToUser(42, TOPICS.chatMessages, { n: 2 });
        expect(received).toContainEqual({ n: 2 });
      },
      { timeout: 10000, interval: 100 },
    );
    // Resubscribed once: every message arrives on one subscription, not two.
    broker.publishToUser(42, TOPICS.chatMessages, { n: 3 });
    await vi.waitFor(() => expect(received).toContainEqual({ n: 3 }));
    await new Promise((r) => setTimeout(r, 200));
    expect(received.filter((b) => (b as { n: number }).n === 3)).toHaveLength(1);
  });

  it('a first connection made only after failed tries counts as a reconnect (what failed meanwhile fetches again)', async () => {
    // A backend not answering when the app starts: its port is closed, then it comes up there.
    const late = createServer();
    await new Promise<void>((resolve) => late.listen(0, '127.0.0.1', resolve));
    const { port } = late.address() as AddressInfo;
    await new Promise<void>((resolve) => late.close(() => resolve()));
    client = createRealtime({
      url: `http://127.0.0.1:${port}/ws`,
      getToken: () => 'good-token',
      reconnectDelayMs: 100,
      maxReconnectDelayMs: 200,
    });
    let reconnects = 0;
    client.onReconnect(() => reconnects++);
    client.connect();
    await vi.waitFor(() => expect(client?.status).toBe('reconnecting'), { timeout: 10000 });
    const up = createServer();
    attachSockJs(up, broker);
    await new Promise<void>((resolve) => up.listen(port, '127.0.0.1', resolve));
    try {
      await vi.waitFor(() => expect(client?.status).toBe('connected'), { timeout: 10000 });
      expect(reconnects).toBe(1);
    } finally {
      await client.disconnect();
      await new Promise<void>((resolve) => up.close(() => resolve()));
    }
  });

  it('is refused without a valid token', async () => {
    client = createRealtime({ url: url(), getToken: () => 'stolen', reconnectDelayMs: 5000 });
    client.connect();
    await vi.waitFor(() => expect(client?.status).toBe('reconnecting'), { timeout: 10000 });
    expect(broker.connectedUsers()).toEqual([]);
  });
});
