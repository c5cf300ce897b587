import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from './render';

/** Keeps `n` of the company's jobs (Acme, company 1), the others removed. */
const keepJobs = (n: number) => {
  const own = db().jobs.filter((j) => j.companyId === 1 && j.status !== 'DELETED');
  expect(own.length).toBeGreaterThanOrEqual(n);
  const kept = new Set(own.slice(0, n));
  db().jobs = db().jobs.filter((j) => j.companyId !== 1 || kept.has(j));
  return [...kept];
};

describe('job postings pages', () => {
  it('a page past the last opens the last page there is, in place of the address, not an empty list', async () => {
    keepJobs(12).forEach((j, i) => (j.status = i < 9 ? 'INACTIVE' : 'ACTIVE'));
    const { router } = renderApp('/all-jobs-postings/inactive?page=7', { user: 'employer' });
    const table = await screen.findByRole('table', { name: 'Job postings' });
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    expect(screen.getByText('1–9 of 9')).toBeInTheDocument();
    expect(screen.queryByText('No inactive jobs.')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Back leaves the list, not to the page that does not exist.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("deleting the last page's only job shows the page before, with focus on its last row", async () => {
    keepJobs(21);
    const { user, router } = renderApp('/all-jobs-postings/list?sort=OLDEST&page=2', { user: 'employer' });
    expect(await screen.findByText('21–21 of 21')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Job postings' });
    const only = within(table).getAllByRole('row')[1];
    const title = within(only).getAllByRole('link')[0].textContent!;
    await user.click(
      within(only).getByRole('button', { name: (n: string) => n.startsWith(`Actions for ${title}`) }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    // What the page says on the way, every change of it watched.
    const said = new Set<string>();
    const watch = new MutationObserver(() =>
      [/No jobs posted yet/, /21–20 of 20/].forEach(
        (t) => t.test(document.body.textContent!) && said.add(t.source),
      ),
    );
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete job' }));
    // Never an empty list under a pager reading '21–20 of 20'.
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Job postings' })).getAllByRole('row')).toHaveLength(
        21,
      ),
    );
    expect(screen.getByText('1–20 of 20')).toBeInTheDocument();
    expect(screen.queryByText(/No jobs posted yet/)).not.toBeInTheDocument();
    watch.disconnect();
    expect([...said]).toEqual([]);
    expect(router.state.location.search).toBe('?sort=OLDEST');
    expect(router.state.historyAction).toBe('REPLACE');
    const last = within(screen.getByRole('table', { name: 'Job postings' })).getAllByRole('row')[20];
    await waitFor(() => expect(within(last).getByRole('button', { name: /^Actions for / })).toHaveFocus());
  });

  it("deleting the last review page's rows shows the page before, not the first", async () => {
    for (let i = 0; i < 52; i++)
      db().bulkJobs.push({
        ...{ title: `Row job ${i + 2}`, description: 'Work', jobType: 'PROFESSIONAL', location: 'Austin' },
        ...{ workArrangements: [], payMin: null, payMax: null, payPeriod: 'year', tags: [] },
        ...{ keyQualifications: [], benefits: [], id: 6000 + i, row: i + 2, fileName: 'jobs.csv' },
        ...{ employerId: 3, companyId: 1 },
      });
    const { user } = renderApp('/jobs-posting/bulkUpload', { user: 'employer' });
    const next = await screen.findByRole('button', { name: 'Go to next page' });
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('51–52 of 52')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Check Row job 52 (row 52)'));
    await user.click(screen.getByLabelText('Check Row job 53 (row 53)'));
    await user.click(screen.getByRole('button', { name: 'Delete checked' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete 2 jobs?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('26–50 of 50')).toBeInTheDocument();
    expect(screen.getByLabelText('Check Row job 51 (row 51)')).toBeInTheDocument();
  });
});
