// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EP } from '@/api/endpoints';
import { db } from '@/mocks/db';
import { call, tokenFor } from './mockCall';

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

  it('holds the Free Plan to 3 posts made on it; the company’s older jobs do not count', async () => {
    const sub = db().subscriptions.find((s) => s.companyId === 1)!;
    Object.assign(sub, { planKey: 'Free-Trial', startedAt: new Date().toISOString() });
    expect(db().jobs.filter((j) => j.companyId === 1 && j.status !== 'DELETED').length).toBeGreaterThan(3);
    for (let i = 0; i < 3; i++) expect((await call(EMPLOYER, 'POST', EP.jobs.create, job)).status).toBe(200);
    const refused = await call(EMPLOYER, 'POST', EP.jobs.create, job);
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe(
      'Your plan allows up to 3 job posts. Choose a bigger plan to post more.',
    );
  });

  it('a bulk post asking for more than the plan has left says how many are left, and posts none', async () => {
    const sub = db().subscriptions.find((s) => s.companyId === 1)!;
    Object.assign(sub, { planKey: 'Free-Trial', startedAt: new Date().toISOString() });
    expect((await call(EMPLOYER, 'POST', EP.jobs.create, job)).status).toBe(200);
    expect((await call(EMPLOYER, 'POST', EP.jobs.create, job)).status).toBe(200);
    const row = (id: number) => ({
      ...{ ...job, jobType: 'PROFESSIONAL' as const, workArrangements: [], payMin: null, payMax: null },
      ...{ payPeriod: 'year' as const, tags: [], keyQualifications: [], benefits: [] },
      ...{ id, row: id - 4999, fileName: 'jobs.csv', employerId: EMPLOYER, companyId: 1 },
    });
    db().bulkJobs.push(row(5001), row(5002), row(5003));
    const ids = [5001, 5002, 5003];
    const refused = await call(EMPLOYER, 'PUT', EP.jobs.updateBulkStatus, { ids, status: 'POSTED' });
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe(
      'Your plan allows up to 3 job posts. You can post 1 more, or choose a bigger plan to post them all.',
    );
    expect(db().bulkJobs).toHaveLength(3);
    expect(
      (await call(EMPLOYER, 'PUT', EP.jobs.updateBulkStatus, { ids: [5001], status: 'POSTED' })).status,
    ).toBe(200);
  });

  it('says "1 job post" for the One Time Plan, and every seeded company can post on its plan', async () => {
    const sub = db().subscriptions.find((s) => s.companyId === 1)!;
    Object.assign(sub, { planKey: 'One-Time', startedAt: new Date().toISOString() });
    expect((await call(EMPLOYER, 'POST', EP.jobs.create, job)).status).toBe(200);
    const refused = await call(EMPLOYER, 'POST', EP.jobs.create, job);
    expect(refused.data.message).toBe(
      'Your plan allows up to 1 job post. Choose a bigger plan to post more.',
    );
    // The seeded One Time and Free Plan companies' jobs predate their plans.
    const limited = db().subscriptions.filter(
      (s) => s.companyId !== 1 && (s.planKey === 'One-Time' || s.planKey === 'Free-Trial'),
    );
    expect(limited.length).toBeGreaterThan(0);
    for (const s of limited)
      expect(db().jobs.some((j) => j.companyId === s.companyId && j.createdAt >= s.startedAt)).toBe(false);
  });
});

describe('mock organization invitations', () => {
  it('an invited colleague sets a password from the mailed link and signs in', async () => {
    const invited = await call(EMPLOYER, 'POST', EP.users.organizationUsers, {
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@acme.test',
      role: 'Recruiter',
    });
    expect(invited.data).toMatchObject({ status: 'INVITED' });
    const login = () =>
      fetch(`http://localhost/api/v1${EP.auth.login}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ada@acme.test', password: 'Ada@2026' }),
      });
    expect((await login()).status).not.toBe(200);
    const token = db().outbox.at(-1)!.link!.split('/set-password/')[1];
    const set = await fetch(`http://localhost/api/v1${EP.users.resetPassword}?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'Ada@2026' }),
    });
    expect(set.status).toBe(200);
    expect((await login()).status).toBe(200);
    const people = await fetch(`http://localhost/api/v1${EP.users.organizationUsers}`, {
      headers: { Authorization: `Bearer ${tokenFor(EMPLOYER)}` },
    }).then((r) => r.json() as Promise<Array<{ email: string; status: string }>>);
    expect(people.find((p) => p.email === 'ada@acme.test')?.status).toBe('ACTIVE');

    // Removed, Ada is signed out, and her next sign-in leads to a company of her own, not a dead end.
    const session = ((await (await login()).json()) as { token: string }).token;
    const ada = people.find((p) => p.email === 'ada@acme.test') as unknown as { id: number };
    expect((await call(EMPLOYER, 'DELETE', EP.users.organizationUser(ada.id))).status).toBe(200);
    const basicInfo = await fetch(`http://localhost/api/v1${EP.users.employerBasicInfo}`, {
      headers: { Authorization: `Bearer ${session}` },
    });
    expect(basicInfo.status).toBe(401);
    const again = await login();
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ profileComplete: false });
  });
});

describe('mock job status changes', () => {
  it('takes the status path parameter the spec names (DELETE), and refuses a value it does not', async () => {
    const id = db().jobs.find((j) => j.companyId === 1 && j.status === 'ACTIVE')!.id;
    expect((await call(EMPLOYER, 'PATCH', EP.jobs.updateStatus(id, 'INACTIVE'))).status).toBe(200);
    expect(db().jobs.find((j) => j.id === id)!.status).toBe('INACTIVE');
    expect((await call(EMPLOYER, 'PATCH', EP.jobs.updateStatus(id, 'DELETED'))).status).toBe(400);
    expect((await call(EMPLOYER, 'PATCH', EP.jobs.updateStatus(id, 'DELETE'))).status).toBe(200);
    expect(db().jobs.find((j) => j.id === id)!.status).toBe('DELETED');
    expect((await call(EMPLOYER, 'PATCH', EP.jobs.updateStatus(id, 'ACTIVE'))).status).toBe(404);
  });
});

describe('the company and its plan are the owner’s', () => {
  const RECRUITER = 150; // Priya Shah, Acme's recruiter
  it('a colleague may not change the company or its plan', async () => {
    const refused = {
      status: 403,
      data: expect.objectContaining({
        message: 'Only the account owner can change the company and its plan',
      }),
    };
    expect(await call(RECRUITER, 'PUT', EP.company.update, { companyName: 'Mine now' })).toEqual(refused);
    expect(await call(RECRUITER, 'PUT', EP.subscription.cancel)).toEqual(refused);
    expect(await call(RECRUITER, 'POST', EP.subscription.create, { planKey: 'Monthly' })).toEqual(refused);
    expect(db().companies.find((c) => c.id === 1)?.companyName).not.toBe('Mine now');
    expect(db().subscriptions.find((s) => s.companyId === 1)?.status).toBe('ACTIVE');
  });
});
