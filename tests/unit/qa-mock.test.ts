// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { EP } from '@/api/endpoints';
import { setupProgress } from '@/state/auth/progress';
import {
  applyPreset,
  applyScenario,
  broker,
  clearCallLog,
  createUserAt,
  currentScenario,
  db,
  exportState,
  importState,
  LARGE,
  loggedCalls,
  mockConfig,
  parseStateFile,
  qaControls,
  resetDb,
} from '@/mocks/node';

const tokenFor = (id: number) => {
  const token = `qa-test-${id}`;
  db().sessions[token] = id;
  return token;
};

const call = (userId: number, method: string, path: string, init: RequestInit = {}) =>
  fetch(`http://localhost/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${tokenFor(userId)}`, 'Content-Type': 'application/json' },
    ...init,
  });

const SEEKER = 1;
const EMPLOYER = 3;

describe('presets', () => {
  it('"empty" leaves the accounts but no jobs, chats or meetings', async () => {
    applyPreset('empty');
    const search = await (await call(SEEKER, 'GET', `${EP.jobs.search}?size=5`)).json();
    expect(search.total).toBe(0);
    expect(await (await call(EMPLOYER, 'GET', `${EP.chat.all}?userType=EMPLOYER`)).json()).toEqual({
      chats: [],
    });
    expect(await (await call(EMPLOYER, 'GET', EP.meetings.mine)).json()).toEqual([]);
    expect((await call(SEEKER, 'GET', EP.users.byId(SEEKER))).status).toBe(200);
  });

  it('"large" has 1,000 jobs, 200 applicants for one job, 5,000 messages and 100 meetings', async () => {
    applyPreset('large');
    const d = db();
    expect(d.jobs).toHaveLength(LARGE.jobs);
    expect(new Set(d.jobs.map((j) => j.id)).size).toBe(LARGE.jobs);
    const job = d.jobs.find((j) => j.companyId === 1 && j.status === 'ACTIVE')!;
    const applicants = await (await call(EMPLOYER, 'GET', EP.users.appliedJobSeekers(job.id))).json();
    expect(applicants).toHaveLength(200);
    expect(Math.max(...d.chats.map((c) => c.messages.length))).toBe(5000);
    const meetings = await (await call(EMPLOYER, 'GET', EP.meetings.mine)).json();
    expect(meetings).toHaveLength(100);
  });

  it('"seed" is the seed again', () => {
    const seeded = db().jobs.length;
    applyPreset('empty');
    expect(db().jobs).toHaveLength(0);
    applyPreset('seed');
    expect(db().jobs).toHaveLength(seeded);
  });
});

describe('a scenario applied to the mock', () => {
  it('fails exactly the call it names, once, and logs the failure as injected', async () => {
    clearCallLog();
    const { errors } = applyScenario({ fail: [{ method: 'POST', path: '/jobs/get-by-ids', status: 404 }] });
    expect(errors).toEqual([]);
    // POST /jobs/get-by-ids is not POST /jobs: a rule for one never fires on the other.
    applyScenario({ fail: [{ method: 'POST', path: '/jobs', status: 500 }] });
    const byIds = { body: JSON.stringify({ ids: [1] }) };
    expect((await call(SEEKER, 'POST', EP.jobs.byIds, byIds)).status).toBe(404);
    expect((await call(SEEKER, 'POST', EP.jobs.byIds, byIds)).status).toBe(200);
    expect(mockConfig.failures).toHaveLength(1);
    expect(loggedCalls().map((c) => [c.method, c.path, c.status, c.injected])).toEqual([
      ['POST', '/jobs/get-by-ids', 404, true],
      ['POST', '/jobs/get-by-ids', 200, false],
    ]);
  });

  it('matches a call with parameters by its shape', async () => {
    applyScenario({ fail: [{ method: 'GET', path: '/users/{id}', status: 403 }] });
    expect((await call(SEEKER, 'GET', EP.users.jobseekerBasicInfo)).status).toBe(200);
    expect((await call(SEEKER, 'GET', EP.users.byId(SEEKER))).status).toBe(403);
  });

  it('fails about the chosen share of calls with the chosen status', async () => {
    applyScenario({ failRate: 50, failStatus: 508 });
    const statuses = await Promise.all(
      Array.from({ length: 100 }, async () => (await call(SEEKER, 'GET', EP.lookup.industries)).status),
    );
    const failed = statuses.filter((s) => s === 508).length;
    // 100 calls at 50 %: 20 to 80 failures is six standard deviations either side.
    expect(failed).toBeGreaterThanOrEqual(20);
    expect(failed).toBeLessThanOrEqual(80);
    expect(statuses.filter((s) => s !== 508).every((s) => s === 200)).toBe(true);
    applyScenario({ failRate: 0 });
    expect((await call(SEEKER, 'GET', EP.lookup.industries)).status).toBe(200);
  });

  it('answers a network error with no response at all', async () => {
    applyScenario({ fail: [{ method: 'GET', path: '/lookup/industries', status: 'network' }] });
    await expect(call(SEEKER, 'GET', EP.lookup.industries)).rejects.toThrow();
  });

  it('holds a timed-out call until the client gives up, and logs it as a timeout', async () => {
    clearCallLog();
    applyScenario({ fail: [{ method: 'GET', path: '/lookup/industries', status: 'timeout' }] });
    const ask = call(SEEKER, 'GET', EP.lookup.industries, { signal: AbortSignal.timeout(100) });
    await expect(ask).rejects.toThrow();
    await vi.waitFor(() => expect(loggedCalls().at(-1)?.status).toBe('timeout'));
  });

  it('waits the latency on every call', async () => {
    applyScenario({ latency: 150 });
    const started = Date.now();
    await call(SEEKER, 'GET', EP.lookup.industries);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('signs in as a user by email, and says so when there is none', async () => {
    const { session } = applyScenario({ as: 'hr@acme.test' });
    expect(session).toMatchObject({ id: EMPLOYER, role: 'EMPLOYER', profileComplete: true });
    const me = await fetch(`http://localhost/api/v1${EP.users.byId(EMPLOYER)}`, {
      headers: { Authorization: `Bearer ${session!.token}` },
    });
    expect(me.status).toBe(200);
    expect(applyScenario({ as: 'nobody@demo.test' }).errors).toEqual([
      'as: no user has the email nobody@demo.test',
    ]);
  });

  it('reads back as the scenario it was set from', () => {
    applyScenario({ latency: 3000, failRate: 5, failStatus: 'timeout' });
    applyScenario({ fail: [{ method: 'GET', path: '/jobs/{id}', status: 500 }] });
    expect(currentScenario()).toEqual({
      latency: 3000,
      failRate: 5,
      failStatus: 'timeout',
      fail: [{ method: 'GET', path: '/jobs/{id}', status: 500 }],
    });
    qaControls.resetSettings();
    expect(currentScenario()).toEqual({ latency: 0, failRate: 0 });
  });
});

describe('the socket paused', () => {
  it('holds pushes in order and delivers them on resume', () => {
    const sent: string[] = [];
    const session = broker.accept({ send: (d) => sent.push(d), close: () => {} });
    session.receive(`CONNECT\nAuthorization:Bearer ${tokenFor(SEEKER)}\n\n\0`);
    session.receive('SUBSCRIBE\nid:1\ndestination:/user/queue/x\n\n\0');
    qaControls.pauseSocket();
    broker.publishToUser(SEEKER, '/user/queue/x', { n: 1 });
    broker.publishToUser(SEEKER, '/user/queue/x', { n: 2 });
    expect(qaControls.socketQueue()).toBe(2);
    expect(sent.filter((f) => f.startsWith('MESSAGE'))).toHaveLength(0);
    qaControls.resumeSocket();
    expect(qaControls.socketQueue()).toBeNull();
    const bodies = sent.filter((f) => f.startsWith('MESSAGE')).map((f) => f.split('\n\n')[1]);
    expect(bodies).toEqual(['{"n":1}\0', '{"n":2}\0']);
    session.closed();
  });
});

describe('fresh users at a setup step', () => {
  it('makes a job seeker whose setup resumes at the chosen step', async () => {
    for (const step of [1, 2, 3, 4, 5, 6] as const) {
      const user = createUserAt(1, String(step) as '1');
      const profile = await (await call(user.id, 'GET', EP.users.jobseekerBasicInfo)).json();
      expect(setupProgress(profile)).toBe(step);
      expect(user).toMatchObject({ verified: true, profileComplete: false });
    }
    expect(createUserAt(1, 'complete').profileComplete).toBe(true);
  });

  it('makes an employer with a company and no plan, and one not yet verified with a code sent', async () => {
    const employer = createUserAt(2, '1');
    const info = await (await call(employer.id, 'GET', EP.users.employerBasicInfo)).json();
    expect(info.company.companyName).toBe(`QA Company ${employer.id}`);
    expect(info.subscription).toBeNull();
    const unverified = createUserAt(2, 'verify');
    expect(unverified.verified).toBe(false);
    expect(db().outbox.at(-1)).toMatchObject({
      to: unverified.email,
      code: db().otps[String(unverified.id)],
    });
  });
});

describe('the state file', () => {
  it('carries the store, the settings and the session, and loads back', () => {
    db().jobs[0].title = 'Exported job title';
    applyScenario({ latency: 1200 });
    const session = applyScenario({ as: 'alex@demo.test' }).session!;
    const text = JSON.stringify(exportState(session));
    resetDb();
    qaControls.resetSettings();
    const file = parseStateFile(text);
    if (typeof file === 'string') throw new Error(file);
    expect(importState(file)).toEqual(session);
    expect(db().jobs[0].title).toBe('Exported job title');
    expect(mockConfig.latencyMs).toBe(1200);
  });

  it('explains a file that is not an export', () => {
    expect(parseStateFile('{')).toBe('This file is not JSON. Choose a file exported from the QA panel.');
    expect(parseStateFile('{"jobs":[]}')).toBe(
      'This JSON file is not a mock state export. Choose a file exported from the QA panel.',
    );
    expect(parseStateFile('{"format":"sensiworks-mock-state","version":2,"db":{}}')).toBe(
      'This export is version 2; this app reads version 1.',
    );
  });
});
