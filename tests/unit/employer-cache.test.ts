import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { db } from '@/mocks/db';
import { ApplicantsApi } from '@/state/employer/applicants';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import { EMPTY_JOB, toDraft } from '@/features/employer/jobForm';
import { signIn } from '../components/render';

const { getJobSummary, getEmployerJobs, postJob, updateJobStatus } = EmployerJobsApi.endpoints;

/** The employer's session on a fresh store, with the summary and the active list subscribed (two screens). */
async function twoScreens() {
  signIn('employer');
  const store = makeStore();
  const summary = store.dispatch(getJobSummary.initiate());
  const activeArg = { status: 'ACTIVE' as const, jobSort: 'NEWEST' as const, page: 0, size: 100 };
  const active = store.dispatch(getEmployerJobs.initiate(activeArg));
  await Promise.all([summary.unwrap(), active.unwrap()]);
  const read = () => ({
    summary: getJobSummary.select()(store.getState()).data!,
    active: getEmployerJobs.select(activeArg)(store.getState()).data!,
  });
  const done = () => {
    summary.unsubscribe();
    active.unsubscribe();
  };
  return { store, read, done };
}

describe("the employer's jobs: one cached copy per screen, refreshed by tags", { timeout: 30_000 }, () => {
  it('a posted job increases the total by one and is added to active jobs (spec section 4)', async () => {
    const { store, read, done } = await twoScreens();
    const before = read();
    const draft = toDraft({ ...EMPTY_JOB, title: 'Night nurse', description: 'Care', location: 'Austin' });
    const posted = await store.dispatch(postJob.initiate(draft)).unwrap();
    await waitFor(() => expect(read().summary.totalJobCount).toBe(before.summary.totalJobCount + 1));
    expect(read().summary.activeJobs.map((j) => j.id)).toContain(posted.id);
    await waitFor(() => expect(read().active.jobs.map((j) => j.id)).toContain(posted.id));
    done();
  });

  it('a deactivated job leaves the summary and the active list without a reload', async () => {
    const { store, read, done } = await twoScreens();
    const job = read().summary.activeJobs[0];
    const activeCount = read().summary.activeJobs.length;
    await store.dispatch(updateJobStatus.initiate({ id: job.id, status: 'INACTIVE' })).unwrap();
    await waitFor(() => expect(read().summary.activeJobs).toHaveLength(activeCount - 1));
    await waitFor(() => expect(read().active.jobs.map((j) => j.id)).not.toContain(job.id));
    expect(db().jobs.find((j) => j.id === job.id)?.status).toBe('INACTIVE');
    done();
  });
});

describe(
  "an applicant's status is one fact for every view of the job's applicants",
  { timeout: 30_000 },
  () => {
    it('not a match shows in the list and the profile at once', async () => {
      signIn('employer');
      const store = makeStore();
      const link = db().userJobs.find(
        (l) => l.userId >= 200 && db().jobs.find((j) => j.id === l.jobId)?.companyId === 1,
      )!;
      link.status = 'APPLIED';
      const { jobId, userId } = link;
      const { getApplicants, getApplicantProfiles, setApplicantStatus } = ApplicantsApi.endpoints;
      const list = store.dispatch(getApplicants.initiate(jobId));
      const profile = store.dispatch(getApplicantProfiles.initiate({ jobId, ids: [userId] }));
      await Promise.all([list.unwrap(), profile.unwrap()]);
      await store.dispatch(setApplicantStatus.initiate({ jobId, userId, status: 'NOT_A_MATCH' })).unwrap();
      const status = () => ({
        list: getApplicants
          .select(jobId)(store.getState())
          .data?.find((a) => a.id === userId)?.employerJobStatus,
        profile: getApplicantProfiles.select({ jobId, ids: [userId] })(store.getState()).data?.[0]
          ?.employerJobStatus,
      });
      await waitFor(() => expect(status()).toEqual({ list: 'NOT_A_MATCH', profile: 'NOT_A_MATCH' }));
      list.unsubscribe();
      profile.unsubscribe();
    });
  },
);
