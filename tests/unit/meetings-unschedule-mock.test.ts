// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EP } from '@/api/endpoints';
import type { ApplicantSummary } from '@/state/employer/types';
import type { JobsByStatus } from '@/state/jobs/types';
import type { Meeting } from '@/state/meetings/types';
import { db } from '@/mocks/db';
import { call } from './mockCall';

const EMPLOYER = 3; // hr@acme.test
const ALEX = 1; // alex@demo.test
/** Alex's application to an Acme job that is only submitted (the seed keeps one). */
const submittedJob = () =>
  db().userJobs.find(
    (l) =>
      l.userId === ALEX && l.status === 'APPLIED' && db().jobs.find((j) => j.id === l.jobId)?.companyId === 1,
  )!.jobId;

const inDays = (days: number) => Date.now() + days * 86_400_000;
/** Schedules an interview as the app does: SCHEDULED for the job, then the meeting. */
async function schedule(jobId: number, days: number) {
  await call(EMPLOYER, 'POST', EP.userJobs.save, { jobId, userId: ALEX, status: 'SCHEDULED' });
  const start = inDays(days);
  const created = await call<Meeting>(EMPLOYER, 'POST', EP.meetings.zoom, {
    jobId,
    jobSeekerId: ALEX,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 3_600_000).toISOString(),
  });
  expect(created.status).toBe(200);
  return created.data.meetingDto.id;
}
const cancel = async (id: number) =>
  expect((await call(EMPLOYER, 'DELETE', EP.meetings.zoomById(id))).status).toBe(200);

/** The application's status as the job seeker's Applied jobs list and the employer's applicants show it. */
async function statuses(jobId: number) {
  const applied = await call<JobsByStatus>(ALEX, 'GET', `${EP.userJobs.byStatus}?status=APPLIED`);
  const applicants = await call<ApplicantSummary[]>(EMPLOYER, 'GET', EP.users.appliedJobSeekers(jobId));
  return {
    seeker: applied.data.jobs.find((j) => j.id === jobId)?.userJobStatus,
    employer: applicants.data.find((a) => a.id === ALEX)?.employerJobStatus,
  };
}
const both = (status: string) => ({ seeker: status, employer: status });

describe('cancelling an interview (mock backend)', () => {
  it('puts the application back to submitted once its last meeting for the job is cancelled', async () => {
    const job = submittedJob();
    const first = await schedule(job, 2);
    const second = await schedule(job, 3);
    expect(await statuses(job)).toEqual(both('SCHEDULED'));
    await cancel(first);
    expect(await statuses(job)).toEqual(both('SCHEDULED'));
    await cancel(second);
    expect(await statuses(job)).toEqual(both('APPLIED'));
  });

  it('leaves a Not a Match set after the interview was scheduled', async () => {
    const job = submittedJob();
    const id = await schedule(job, 2);
    await call(EMPLOYER, 'POST', EP.userJobs.save, { jobId: job, userId: ALEX, status: 'NOT_A_MATCH' });
    await cancel(id);
    expect(await statuses(job)).toEqual(both('NOT_A_MATCH'));
  });

  it('goes back to Not a Match when the interview was scheduled from it, and not to it after an undo', async () => {
    const job = submittedJob();
    await call(EMPLOYER, 'POST', EP.userJobs.save, { jobId: job, userId: ALEX, status: 'NOT_A_MATCH' });
    await cancel(await schedule(job, 2));
    expect(await statuses(job)).toEqual(both('NOT_A_MATCH'));

    await call(EMPLOYER, 'POST', EP.userJobs.save, { jobId: job, userId: ALEX, status: 'APPLIED' });
    const id = await schedule(job, 2);
    // Not a Match, then undone (back to the interview): the interview's earlier status is still Submitted.
    await call(EMPLOYER, 'POST', EP.userJobs.save, { jobId: job, userId: ALEX, status: 'NOT_A_MATCH' });
    await call(EMPLOYER, 'POST', EP.userJobs.save, { jobId: job, userId: ALEX, status: 'SCHEDULED' });
    await cancel(id);
    expect(await statuses(job)).toEqual(both('APPLIED'));
  });
});
