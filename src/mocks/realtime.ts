import { ws } from 'msw';
import { db } from './db';
import { mockUnreachable } from './http';
import { createStompBroker } from './stomp';

/** The mock backend's broker; handlers call broker.publishToUser() to push chat and notification events. */
export const broker = createStompBroker((token) => db().sessions[token] ?? null);

/** MSW intercepts the app's native WebSocket to `.../ws` in mock mode and hands it to the broker. */
export const socket = ws.link('*/ws');

export const wsHandlers = [
  socket.addEventListener('connection', ({ client }) => {
    // An unreachable backend refuses the socket too; the app's client keeps trying with its backoff.
    if (mockUnreachable()) return client.close();
    const session = broker.accept({ send: (d) => client.send(d), close: () => client.close() });
    client.addEventListener('message', (event) => session.receive(String(event.data)));
    client.addEventListener('close', () => session.closed());
  }),
];
