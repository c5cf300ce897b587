import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { API, failNext } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderApp } from './render';

/** Ids of active jobs, as many as asked for. */
const activeIds = (n: number) =>
  db()
    .jobs.filter((j) => j.status === 'ACTIVE')
    .slice(0, n)
    .map((j) => j.id);

/** The comparison's columns: one heading per job. */
const columns = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('columnheader')
    .filter((c) => c.textContent);

describe('a comparison link with jobs it cannot show', () => {
  it('says that a job in the link is gone, and compares the others', async () => {
    const [a, b] = activeIds(2);
    renderApp(`/compare-jobs/${a},${b},99999`, { user: 'seeker' });
    expect(await columns()).toHaveLength(2);
    expect(screen.getByText('A job in this link is no longer available.')).toBeInTheDocument();
  });

  it('says that at most four are compared when the link holds more', async () => {
    renderApp(`/compare-jobs/${activeIds(5).join(',')}`, { user: 'seeker' });
    expect(await columns()).toHaveLength(4);
    expect(
      screen.getByText('At most 4 jobs can be compared at once: the first 4 are shown.'),
    ).toBeInTheDocument();
  });

  it('says nothing more when every job in the link is shown', async () => {
    renderApp(`/compare-jobs/${activeIds(3).join(',')}`, { user: 'seeker' });
    expect(await columns()).toHaveLength(3);
    expect(screen.queryByText(/no longer available|at most/i)).not.toBeInTheDocument();
  });
});

describe('a job description for a job that is gone', () => {
  it('says so with the way to other jobs and no Retry, which could never bring it', async () => {
    renderApp('/job-description?jobId=99999', { user: 'seeker' });
    const notice = (await screen.findByText('This job is no longer available.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(within(notice).getByRole('link', { name: 'Find jobs' })).toBeInTheDocument();
    expect(within(notice).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('keeps Retry for a server failure, which may pass', async () => {
    const [id] = activeIds(1);
    failNext({ path: `/jobs/${id}`, status: 500 });
    renderApp(`/job-description?jobId=${id}`, { user: 'seeker' });
    const notice = (await screen.findByText(/Internal server error/)).closest<HTMLElement>('[role="alert"]')!;
    expect(within(notice).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("a Retry that brings the job gives focus to its title, not the page's body", async () => {
    // QA: the page shows no heading while the job loads, and focus fell to the body on the way.
    const [id] = activeIds(1);
    failNext({ path: `/jobs/${id}`, status: 500 });
    const { user } = renderApp(`/job-description?jobId=${id}`, { user: 'seeker' });
    const notice = (await screen.findByText(/Internal server error/)).closest<HTMLElement>('[role="alert"]')!;
    // Its answer takes a moment, as a real one does: the page shows its loader meanwhile, with no heading.
    let reached = () => {};
    const asked = new Promise<void>((r) => (reached = r));
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(http.get(`${API}/jobs/${id}`, () => (reached(), held.then(() => undefined)), { once: true }));
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    await asked;
    await waitFor(() => expect(screen.getByLabelText('Loading the job')).toBeInTheDocument());
    release();
    const title = db().jobs.find((j) => j.id === id)!.title;
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: title })).toHaveFocus());
  });
});
