import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { failNext } from '@/mocks/http';
import { loggedCalls } from '@/mocks/node';
import { renderApp } from './render';

const GONE = 'This job could not be loaded. This job is no longer available.';

/** The gone-job message, said once as the edit page says it: no Retry, the way back to the list, no toast. */
async function expectGone() {
  const alert = (await screen.findByText(GONE)).closest<HTMLElement>('[role="alert"]')!;
  expect(alert).toHaveTextContent(GONE);
  expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to job postings' })).toHaveAttribute(
    'href',
    '/all-jobs-postings/list',
  );
  expect(screen.getAllByText(/no longer available|not found/i)).toHaveLength(1);
}

/** The calls made to paths holding `part` (the mock's log). */
const callsTo = (part: string) => loggedCalls().filter((c) => c.path.includes(part));

/** An Acme job with two applicants or more: its id and its applicants' ids. */
function jobWithApplicants() {
  const byJob = new Map<number, number[]>();
  for (const l of db().userJobs)
    if (l.userId >= 200 && db().jobs.find((j) => j.id === l.jobId)?.companyId === 1)
      byJob.set(l.jobId, [...(byJob.get(l.jobId) ?? []), l.userId]);
  const [jobId, ids] = [...byJob].find(([, ids]) => ids.length >= 2)!;
  return { jobId, ids };
}

describe('a link to a job that is gone', () => {
  it("a deleted job's applicants say so once, with the way back and nothing to do with the job", async () => {
    const { jobId } = jobWithApplicants();
    db().jobs.find((j) => j.id === jobId)!.status = 'DELETED';
    renderApp(`/all-jobs-postings/applicants?jobId=${jobId}`, { user: 'employer' });
    await expectGone();
    expect(screen.getByRole('heading', { level: 1, name: 'Applicants' })).toBeInTheDocument();
    expect(screen.queryByText(/compare them/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review best matches' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Compare|Copy all emails/ })).not.toBeInTheDocument();
    // The list is not asked for, so no toast can repeat the message.
    expect(callsTo('/users/applied-job-seekers')).toHaveLength(0);
  });

  it('a job the server answers 404 for reads as a sentence, not the catalogue words', async () => {
    failNext({ method: 'GET', path: '/jobs/99999', status: 404, times: 3 });
    renderApp('/all-jobs-postings/applicants?jobId=99999', { user: 'employer' });
    await expectGone();
    expect(screen.queryByText('Api not found')).not.toBeInTheDocument();
  });

  it("an unknown job's review says so once, with the way back", async () => {
    renderApp('/active-match-job?jobId=99999', { user: 'employer' });
    await expectGone();
    expect(callsTo('/users/best-match')).toHaveLength(0);
  });

  it("an unknown job's comparison says so once, with no Back to applicants", async () => {
    renderApp('/compare-applicants?jobId=99999&ids=200,201', { user: 'employer' });
    await expectGone();
    expect(screen.queryByRole('link', { name: 'Back to applicants' })).not.toBeInTheDocument();
  });

  it('a job that failed on the server keeps its message and Retry, and the review still shows', async () => {
    const { jobId } = jobWithApplicants();
    failNext({ method: 'GET', path: `/jobs/${jobId}`, status: 500 });
    renderApp(`/active-match-job?jobId=${jobId}`, { user: 'employer' });
    expect(await screen.findByRole('article', { name: /^Applicant / })).toBeInTheDocument();
    expect(screen.queryByText(GONE)).not.toBeInTheDocument();
  });

  it.each([
    ['editJob', ''],
    ['editJob', '?jobId=abc'],
    ['editJob', '?jobId=-1'],
    ['duplicateJob', '?jobId=-1'],
  ])(
    '/jobs-posting/%s%s without a valid job says the job could not be loaded, with no form to post',
    async (type, query) => {
      renderApp(`/jobs-posting/${type}${query}`, { user: 'employer' });
      await expectGone();
      expect(screen.queryByRole('button', { name: /Save changes|Post job/ })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument();
    },
  );
});
