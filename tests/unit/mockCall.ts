import { db } from '@/mocks/db';

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
