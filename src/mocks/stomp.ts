/**
 * A small STOMP 1.2 broker for the mock backend. It is transport-agnostic: the browser mock feeds it an
 * intercepted WebSocket (MSW's ws API), and a Node server can feed it a SockJS connection.
 * Handlers push to a user with publishToUser(); the app receives a MESSAGE on its subscription.
 */
export interface Frame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

export function parseFrames(data: string): Frame[] {
  return data
    .split('\0')
    .map((chunk) => chunk.replace(/^[\r\n]+/, ''))
    .filter((chunk) => chunk.length > 0)
    .map((chunk) => {
      const split = chunk.indexOf('\n\n');
      const head = split >= 0 ? chunk.slice(0, split) : chunk;
      const body = split >= 0 ? chunk.slice(split + 2) : '';
      const [command, ...lines] = head.split(/\r?\n/);
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0 && !(line.slice(0, i) in headers)) headers[line.slice(0, i)] = line.slice(i + 1);
      }
      return { command: command.trim(), headers, body };
    });
}

export function frame(command: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries(headers).map(([k, v]) => `${k}:${v}`);
  return `${command}\n${lines.join('\n')}\n\n${body}\0`;
}

export interface Connection {
  send(data: string): void;
  close(): void;
}

interface Session {
  conn: Connection;
  userId: number | null;
  subs: Map<string, string>; // subscription id -> destination
}

export function createStompBroker(authenticate: (token: string) => number | null) {
  const sessions = new Set<Session>();
  let messageId = 1;
  /** While paused (the QA panel), pushes wait here in order and go out on resume. */
  let queue: Array<[number, string, unknown]> | null = null;

  function deliver(session: Session, destination: string, body: unknown) {
    for (const [id, dest] of session.subs) {
      if (dest !== destination) continue;
      session.conn.send(
        frame(
          'MESSAGE',
          {
            destination,
            subscription: id,
            'message-id': String(messageId++),
            'content-type': 'application/json',
          },
          JSON.stringify(body),
        ),
      );
    }
  }

  function publish(userId: number, destination: string, body: unknown) {
    if (queue) queue.push([userId, destination, body]);
    else sessions.forEach((s) => s.userId === userId && deliver(s, destination, body));
  }

  return {
    /** Takes a new connection; returns what to call with each piece of data it receives, and on close. */
    accept(conn: Connection) {
      const session: Session = { conn, userId: null, subs: new Map() };
      sessions.add(session);
      return {
        receive(data: string) {
          for (const f of parseFrames(data)) {
            switch (f.command) {
              case 'CONNECT':
              case 'STOMP': {
                const token = (f.headers.Authorization ?? f.headers.authorization ?? '').replace(
                  /^Bearer\s+/i,
                  '',
                );
                const userId = authenticate(token);
                if (userId == null) {
                  conn.send(frame('ERROR', { message: 'Unauthorized' }, 'Unauthorized'));
                  conn.close();
                  sessions.delete(session);
                  return;
                }
                session.userId = userId;
                conn.send(frame('CONNECTED', { version: '1.2', 'heart-beat': '0,0' }));
                break;
              }
              case 'SUBSCRIBE':
                session.subs.set(f.headers.id, f.headers.destination);
                break;
              case 'UNSUBSCRIBE':
                session.subs.delete(f.headers.id);
                break;
              case 'DISCONNECT':
                if (f.headers.receipt) conn.send(frame('RECEIPT', { 'receipt-id': f.headers.receipt }));
                sessions.delete(session);
                break;
              default:
                if (f.headers.receipt) conn.send(frame('RECEIPT', { 'receipt-id': f.headers.receipt }));
            }
          }
        },
        closed() {
          sessions.delete(session);
        },
      };
    },
    publishToUser: publish,
    /** Holds every push (the connection stays open, as on a stalled network) until resume(). */
    pause() {
      queue ??= [];
    },
    /** Sends what was held, in order, to whoever is connected now, and stops holding. */
    resume() {
      const held = queue ?? [];
      queue = null;
      for (const [userId, destination, body] of held) publish(userId, destination, body);
    },
    /** How many pushes are held; null when not paused. */
    queued(): number | null {
      return queue ? queue.length : null;
    },
    /** Drops every connection, as a network failure would (tests use it to prove reconnection). */
    dropAll() {
      sessions.forEach((s) => s.conn.close());
      sessions.clear();
    },
    connectedUsers() {
      return [...sessions].map((s) => s.userId).filter((id): id is number => id != null);
    },
  };
}

export type StompBroker = ReturnType<typeof createStompBroker>;
