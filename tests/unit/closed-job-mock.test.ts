// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EP } from '@/api/endpoints';
import { db } from '@/mocks/db';
import { call } from './mockCall';

const SEEKER = 1; // alex@demo.test
const EMPLOYER = 3; // hr@acme.test
const JOB = 43; // Acme's Machine Learning Engineer, Austin, TX (QA's job)
const linkOf = (jobId: number) => db().userJobs.find((u) => u.userId === SEEKER && u.jobId === jobId);

describe('an inactive job is closed to new applicants', () => {
  it('refuses an application with a conflict the app shows, and the employer gets no applicant', async () => {
    expect((await call(SEEKER, 'POST', EP.userJobs.save, { jobId: JOB, status: 'SAVED' })).status).toBe(200);
    expect((await call(EMPLOYER, 'PATCH', EP.jobs.updateStatus(JOB, 'INACTIVE'))).status).toBe(200);
    const notices = db().notifications.length;

    const res = await call(SEEKER, 'POST', EP.userJobs.save, { jobId: JOB, status: 'APPLIED' });

    expect(res).toEqual({
      status: 409,
      data: expect.objectContaining({ message: 'This job is no longer accepting applications' }),
    });
    expect(linkOf(JOB)?.status).toBe('SAVED');
    expect(db().notifications).toHaveLength(notices);
    // What the seeker's screens read: the job's status beside their own.
    const saved = await call<{ jobs: { id: number; status: string }[] }>(
      SEEKER,
      'GET',
      `${EP.userJobs.byStatus}?status=SAVED`,
    );
    expect(saved.data.jobs.find((j) => j.id === JOB)?.status).toBe('INACTIVE');
  });

  it('an application made before the job closed stands', async () => {
    // Alex applied to job 18 (seed).
    db().jobs.find((j) => j.id === 18)!.status = 'INACTIVE';
    const res = await call(SEEKER, 'POST', EP.userJobs.save, { jobId: 18, status: 'APPLIED' });
    expect(res.status).toBe(200);
    expect(linkOf(18)?.status).toBe('APPLIED');
  });
});
