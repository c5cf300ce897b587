// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EP } from '@/api/endpoints';
import type { ApplicantProfile, ApplicantSummary, RecentApplicant } from '@/state/employer/types';
import { db } from '@/mocks/db';
import { call } from './mockCall';

const EMPLOYER = 3; // hr@acme.test
const JOB = 5; // Acme's Staff Accountant
const NEVER_APPLIED = 2; // jamie@demo.test
const applicant = () => db().userJobs.find((u) => u.jobId === JOB && u.status === 'APPLIED')!;

describe("an employer acts on a job's applicants only", () => {
  it('a profile asked for someone who never applied is left out: no contact details', async () => {
    const { userId } = applicant();
    const res = await call<ApplicantProfile[]>(EMPLOYER, 'POST', EP.users.jobseekersBasicInfo(JOB), {
      ids: [userId, NEVER_APPLIED],
    });
    expect(res.status).toBe(200);
    expect(res.data.map((p) => p.id)).toEqual([userId]);
  });

  it('no status and no interview for someone who never applied', async () => {
    for (const status of ['SCHEDULED', 'NOT_A_MATCH', 'APPLIED']) {
      const res = await call(EMPLOYER, 'POST', EP.userJobs.save, {
        jobId: JOB,
        userId: NEVER_APPLIED,
        status,
      });
      expect(res).toEqual({
        status: 400,
        data: expect.objectContaining({ message: 'This person has not applied to this job' }),
      });
    }
    const start = Date.now() + 86_400_000;
    const meeting = await call(EMPLOYER, 'POST', EP.meetings.zoom, {
      jobId: JOB,
      jobSeekerId: NEVER_APPLIED,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3_600_000).toISOString(),
    });
    expect(meeting.status).toBe(400);
    expect(meeting.data.message).toBe('This person has not applied to this job');
    expect(db().userJobs.some((u) => u.userId === NEVER_APPLIED && u.jobId === JOB)).toBe(false);
  });

  it('an application keeps the date it was made through Not a Match, its undo and an interview', async () => {
    const link = applicant();
    const applied = link.updatedAt;
    const summary = async () =>
      (await call<ApplicantSummary[]>(EMPLOYER, 'GET', EP.users.appliedJobSeekers(JOB))).data.find(
        (a) => a.id === link.userId,
      );
    const recent = async () =>
      (await call<RecentApplicant[]>(EMPLOYER, 'GET', `${EP.jobs.users}?size=8`)).data.map((r) => r.id);
    const before = await recent();
    for (const status of ['NOT_A_MATCH', 'APPLIED', 'SCHEDULED']) {
      await call(EMPLOYER, 'POST', EP.userJobs.save, { jobId: JOB, userId: link.userId, status });
      expect(await summary()).toMatchObject({ employerJobStatus: status, appliedAt: applied });
      // The dashboard's recent applicants are the newest applications, not the newest moves.
      expect(await recent()).toEqual(before);
    }
  });
});

describe('a new application', () => {
  it("is told to the job's company, naming the applicant and the job, with a link to its applicants", async () => {
    const SEEKER = 1; // alex@demo.test
    const job = db().jobs.find(
      (j) =>
        j.companyId === 1 &&
        j.status === 'ACTIVE' &&
        !db().userJobs.some((u) => u.userId === SEEKER && u.jobId === j.id),
    )!;
    db().users.find((u) => u.id === 150)!.alertPreferences.ALERT_NOTIFICATION = false; // Priya turned job alerts off
    const before = db().notifications.length;
    expect((await call(SEEKER, 'POST', EP.userJobs.save, { jobId: job.id, status: 'APPLIED' })).status).toBe(
      200,
    );
    const told = db().notifications.slice(before);
    expect(told.map((n) => n.userId).sort()).toEqual(
      db()
        .users.filter((u) => u.companyId === 1 && u.userType === 2 && u.id !== 150)
        .map((u) => u.id)
        .sort(),
    );
    expect(told[0]).toMatchObject({
      type: 'APPLIED_JOB',
      title: 'New application',
      message: `Alex Rivera applied to ${job.title}`,
      link: `/all-jobs-postings/applicants?jobId=${job.id}`,
    });
    // Applying again tells no one again.
    await call(SEEKER, 'POST', EP.userJobs.save, { jobId: job.id, status: 'APPLIED' });
    expect(db().notifications.length).toBe(before + told.length);
  });
});
