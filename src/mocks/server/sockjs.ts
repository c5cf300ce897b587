import type { Server } from 'node:http';
import sockjs from 'sockjs';
import type { StompBroker } from '../stomp';

/**
 * A real SockJS endpoint (Node only) feeding a STOMP broker: what the real backend offers at /ws.
 * Used by the Node mock server (two-browser journeys) and by the real-peer test.
 */
export function attachSockJs(server: Server, broker: StompBroker, prefix = '/ws') {
  const endpoint = sockjs.createServer({ prefix, log: () => {} });
  endpoint.on('connection', (conn) => {
    if (!conn) return;
    const session = broker.accept({ send: (d) => conn.write(d), close: () => conn.close() });
    conn.on('data', (d: string) => session.receive(d));
    conn.on('close', () => session.closed());
  });
  endpoint.installHandlers(server, { prefix });
}
