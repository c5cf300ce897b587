import { getResponse, http } from 'msw';
import { db } from '@/mocks/db';
import { handlers, server } from '@/mocks/node';

/** A session token for a seeded user, as logging in would give. */
export const tokenFor = (id: number) => {
  const token = `mock-test-${id}`;
  db().sessions[token] = id;
  return token;
};

/** One call to the mock backend as that user: its status and JSON body. */
export async function call<T = { message?: string }>(
  userId: number,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`http://localhost/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${tokenFor(userId)}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, data: (await res.json()) as T };
}

/**
 * The next `method` call to a path matching `path` is answered by the mock at once, and its answer held:
 * `atServer` settles once the mock has answered, `release()` lets the answer go.
 */
export function holdNextAnswer(method: 'get' | 'post', path: string) {
  let reached = () => {};
  const atServer = new Promise<void>((resolve) => (reached = resolve));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method](
      path,
      async ({ request }) => {
        const answer = await getResponse(handlers, request.clone());
        reached();
        await held;
        return answer;
      },
      { once: true },
    ),
  );
  return { atServer, release: () => release() };
}

/** The next chat message sent is saved by the mock, and its answer held (holdNextAnswer). */
export const holdNextMessageAnswer = () => holdNextAnswer('post', '*/chat/add-messages/:id');
