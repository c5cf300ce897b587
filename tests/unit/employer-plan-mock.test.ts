// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EP } from '@/api/endpoints';
import { db } from '@/mocks/db';

const tokenFor = (id: number) => {
  const token = `mock-test-${id}`;
  db().sessions[token] = id;
  return token;
};

async function call(userId: number, method: string, path: string, body?: unknown) {
  const res = await fetch(`http://localhost/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${tokenFor(userId)}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, data: (await res.json()) as { message?: string } };
}

const job = { title: 'Barista', description: 'Coffee', jobType: 'PROFESSIONAL', location: 'Austin' };
const EMPLOYER = 3; // hr@acme.test, company 1 (Annual plan)

describe('mock plans and job posts', () => {
  it('posts with an active plan, and refuses new posts once the plan is cancelled', async () => {
    expect((await call(EMPLOYER, 'POST', EP.jobs.create, job)).status).toBe(200);
    expect((await call(EMPLOYER, 'PUT', EP.subscription.cancel)).status).toBe(200);
    const refused = await call(EMPLOYER, 'POST', EP.jobs.create, job);
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe('Choose a plan to post new jobs.');
  });

  it('holds the Free Plan to its 3 job posts', async () => {
    const company = 1;
    db().subscriptions.find((s) => s.companyId === company)!.planKey = 'Free-Trial';
    const others = db().jobs.filter((j) => j.companyId === company);
    others.slice(2).forEach((j) => (j.status = 'DELETED'));
    expect((await call(EMPLOYER, 'POST', EP.jobs.create, job)).status).toBe(200);
    const refused = await call(EMPLOYER, 'POST', EP.jobs.create, job);
    expect(refused.status).toBe(403);
    expect(refused.data.message).toMatch(/Your plan allows up to 3 job posts/);
  });
});
