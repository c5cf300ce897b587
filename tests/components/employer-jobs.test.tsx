import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { failNext, mockConfig } from '@/mocks/http';
import { server } from '@/mocks/node';
import { http } from 'msw';
import { bulkTemplateCsv } from '@/features/employer/bulkTemplate';
import { EP } from '@/api/endpoints';
import { renderApp } from './render';

/** A row waiting in the bulk review list, as an upload of jobs.csv leaves it. */
const bulkRow = (id: number, n: number, fileName = 'jobs.csv') => ({
  ...{ title: `Row job ${n}`, description: 'Work', jobType: 'PROFESSIONAL' as const, location: 'Austin' },
  ...{ workArrangements: [], payMin: null, payMax: null, payPeriod: 'year' as const },
  ...{ tags: [], keyQualifications: [], benefits: [], id, row: n, fileName },
  ...{ employerId: 3, companyId: 1 },
});

const confirmDelete = async (user: UserEvent, title: string) =>
  user.click(
    within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: 'Delete' }),
  );

/** Opens the job list's first row in the edit form by its Actions menu and types `typed` after its title. */
async function editFirstRow(user: ReturnType<typeof renderApp>['user'], typed: string) {
  const table = await screen.findByRole('table', { name: 'Job postings' });
  const first = within(table).getAllByRole('row')[1];
  const title = within(first).getAllByRole('link')[0].textContent!;
  await user.click(
    within(first).getByRole('button', { name: (n: string) => n.startsWith(`Actions for ${title}`) }),
  );
  await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  await user.type(await screen.findByLabelText('Job title'), typed);
  return title;
}

describe('employer jobs', () => {
  it.each([
    ['editJob', 'Edit job'],
    ['duplicateJob', 'Duplicate job'],
  ])(
    '/jobs-posting/%s is named %s in the top bar and the document, and is not Post a job in the menu',
    async (type, title) => {
      const job = db().jobs.find((j) => j.companyId === 1)!;
      renderApp(`/jobs-posting/${type}?jobId=${job.id}`, { user: 'employer' });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(within(screen.getByRole('banner')).getByText(title)).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} · Sensiworks`));
      // Not marked as the page in the menu (its highlight).
      const menu = screen.getByRole('navigation', { name: 'Main' });
      expect(within(menu).getByRole('link', { name: 'Post a job' })).not.toHaveClass('Mui-selected');
    },
  );

  it("a job's applicants are named Applicants in the top bar and the document, under Job postings in the menu", async () => {
    const job = db().jobs.find((j) => j.companyId === 1 && j.status === 'ACTIVE')!;
    renderApp(`/all-jobs-postings/applicants?jobId=${job.id}`, { user: 'employer' });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Applicants: ${job.title}` }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Applicants')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Applicants · Sensiworks'));
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Job postings' })).toHaveClass('Mui-selected');
  });

  it('Post a job, one job or in bulk, is Post a job everywhere and in the menu', async () => {
    const { user, router } = renderApp('/jobs-posting/addJob', { user: 'employer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post a job' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Bulk upload' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs-posting/bulkUpload'));
    expect(screen.getByRole('heading', { level: 1, name: 'Post a job' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Post a job')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Post a job · Sensiworks'));
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Post a job' })).toHaveClass('Mui-selected');
  });

  it('the dashboard shows the postings summary and recent applicants', async () => {
    renderApp('/employer/dashboard', { user: 'employer' });
    expect(await screen.findByLabelText('Total jobs: 60')).toBeInTheDocument();
    const active = db().jobs.filter((j) => j.companyId === 1 && j.status === 'ACTIVE').length;
    expect(screen.getByLabelText(`Active jobs: ${active}`)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Recent applicants' })).toBeInTheDocument();
  });

  it('the overview follows a job posted in another tab when the employer comes back to this one', async () => {
    renderApp('/employer/dashboard', { user: 'employer' });
    expect(await screen.findByLabelText('Total jobs: 60')).toBeInTheDocument();
    const job = db().jobs.find((j) => j.companyId === 1 && j.status === 'ACTIVE')!;
    db().jobs.push({ ...job, id: 9001, title: 'Night nurse' });
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByLabelText('Total jobs: 61')).toBeInTheDocument();
  });

  it('the overview keeps its figures when fetching them again on return to the tab fails', async () => {
    renderApp('/employer/dashboard', { user: 'employer' });
    expect(await screen.findByLabelText('Total jobs: 60')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Applicants per active job' });
    failNext({ path: EP.jobs.statusForEmployer, status: 500 });
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(screen.getByLabelText('Total jobs: 60')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Applicants per active job' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('Review matches opens the newest active job with applicants, and is not offered when no one has', async () => {
    const active = db().jobs.filter((j) => j.companyId === 1 && j.status === 'ACTIVE');
    const applied = (id: number) =>
      db().userJobs.some((l) => l.jobId === id && l.status !== 'SAVED' && l.status !== 'VIEWED');
    // The newest active job has no applicants; an older one has.
    const newest = active[0];
    db().userJobs = db().userJobs.filter((l) => l.jobId !== newest.id);
    newest.createdAt = '2099-01-01T00:00:00.000Z';
    const first = renderApp('/employer/dashboard', { user: 'employer' });
    const link = await screen.findByRole('link', { name: 'Review matches' });
    const jobId = Number(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('jobId'));
    expect(jobId).not.toBe(newest.id);
    expect(applied(jobId)).toBe(true);
    first.unmount();

    const ids = new Set(active.map((j) => j.id));
    db().userJobs = db().userJobs.filter((l) => !ids.has(l.jobId));
    renderApp('/employer/dashboard', { user: 'employer' });
    await screen.findByRole('list', { name: 'Applicants per active job' });
    expect(screen.queryByRole('link', { name: 'Review matches' })).not.toBeInTheDocument();
  });

  it('the dashboard lists the jobs with the most applicants first, each Review named by its job', async () => {
    renderApp('/employer/dashboard', { user: 'employer' });
    const list = await screen.findByRole('list', { name: 'Applicants per active job' });
    const counts = within(list)
      .getAllByRole('listitem')
      .map((item) => Number(/(\d+) applicants?/.exec(item.textContent ?? '')?.[1] ?? 0));
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // A Review only where someone applied, and a list of links names which job it opens.
    const reviews = within(list).getAllByRole('link', { name: /^Review applicants for / });
    expect(reviews).toHaveLength(counts.filter(Boolean).length);
    expect(within(list).queryByRole('link', { name: 'Review' })).not.toBeInTheDocument();
  });

  it('an applicant without a name is shown by their email, never as "undefined"', async () => {
    const seekers = db().users.filter((u) => u.userType === 1);
    for (const u of seekers) Object.assign(u, { firstName: undefined, lastName: undefined });
    const emails = seekers.map((u) => u.email);
    renderApp('/employer/dashboard', { user: 'employer' });
    const list = await screen.findByRole('list', { name: 'Recent applicants' });
    const links = within(list).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(emails).toContain(link.textContent);
    expect(list).not.toHaveTextContent('undefined');
  });

  it('a company with no jobs is told none are posted yet, not that its search found none', async () => {
    db().jobs = db().jobs.filter((j) => j.companyId !== 1);
    const { user } = renderApp('/all-jobs-postings/list', { user: 'employer' });
    expect(
      await screen.findByText('No jobs posted yet. Post a job to start receiving applicants.'),
    ).toBeInTheDocument();
    // No pager under nothing: '0–0 of 0' said it again.
    expect(screen.queryByText(/0–0 of 0/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'nurse');
    expect(await screen.findByText('No jobs match. Try another search or filter.')).toBeInTheDocument();
  });

  it('duplicating a job posts a new one without the form-only flag', async () => {
    const { user, router } = renderApp('/jobs-posting/duplicateJob?jobId=1', { user: 'employer' });
    const title = await screen.findByLabelText('Job title');
    expect(title).toHaveValue(`${db().jobs[0].title} (copy)`);
    const before = db().jobs.length;
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    expect(await screen.findByText('The job has been posted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-jobs-postings/list'));
    expect(db().jobs).toHaveLength(before + 1);
    expect(db().jobs.at(-1)).not.toHaveProperty('isDuplicateListing');
  });

  it('editing saves with PUT and says so', async () => {
    const { user } = renderApp('/jobs-posting/editJob?jobId=1', { user: 'employer' });
    const title = await screen.findByLabelText('Job title');
    await user.clear(title);
    await user.type(title, 'Renamed role');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Job Updated Successfully')).toBeInTheDocument();
    expect(db().jobs.find((j) => j.id === 1)?.title).toBe('Renamed role');
  });

  it('an edit opened from the job list goes back to the list as it was left once saved', async () => {
    const { user, router } = renderApp('/all-jobs-postings/active?type=PROFESSIONAL&page=2', {
      user: 'employer',
    });
    const title = await editFirstRow(user, ' renamed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Job Updated Successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-jobs-postings/active'));
    expect(router.state.location.search).toBe('?type=PROFESSIONAL&page=2');
    // Back to the list's entry, not a new one after the edit form.
    expect(router.state.historyAction).toBe('POP');
    expect(await screen.findByRole('link', { name: `${title} renamed` })).toBeInTheDocument();
  });

  it('Cancel on an edit from the job list goes back to the list as it was left, the edit dropped', async () => {
    const { user, router } = renderApp('/all-jobs-postings/active?page=2', { user: 'employer' });
    const title = await editFirstRow(user, ' renamed');
    const id = Number(new URLSearchParams(router.state.location.search).get('jobId'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-jobs-postings/active'));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('POP');
    expect(await screen.findByRole('table', { name: 'Job postings' })).toBeInTheDocument();
    expect(db().jobs.find((j) => j.id === id)?.title).toBe(title);
    // Opened again, the form has the saved job, not the edit left: no draft was kept.
    await router.navigate(`/jobs-posting/editJob?jobId=${id}`);
    expect(await screen.findByLabelText('Job title')).toHaveValue(title);
    expect(screen.queryByText(/We restored what you typed/)).not.toBeInTheDocument();
  });

  it('a new job has no Cancel: its tabs and the menu lead away, its draft kept', async () => {
    renderApp('/jobs-posting/addJob', { user: 'employer' });
    await screen.findByLabelText('Job title');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it("a gone job's edit link says so in sentences, with no Retry that cannot help; a server error offers one", async () => {
    renderApp('/jobs-posting/editJob?jobId=999999', { user: 'employer' });
    const gone = (await screen.findByText(/^This job could not be loaded/)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(gone.textContent).toMatch(/^This job could not be loaded\. .+[.!?]$/);
    expect(within(gone).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // Said once: no toast repeats the reason. The way on is back to the list.
    const reason = gone.textContent!.replace('This job could not be loaded. ', '').replace(/[.!?]$/, '');
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to job postings' })).toHaveAttribute(
      'href',
      '/all-jobs-postings/list',
    );
  });

  it('a job that failed to load for a server error offers Retry, and focus goes to its page once it loads', async () => {
    failNext({ path: '/jobs/1', status: 500, times: 3 });
    const { user } = renderApp('/jobs-posting/editJob?jobId=1', { user: 'employer' });
    const failed = (await screen.findByText(/^This job could not be loaded/)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    mockConfig.failures.length = 0;
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    // The job's form replaces the error and its Retry: focus goes on from the page's heading, not the skip link.
    expect(await screen.findByLabelText(/Job title/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('the job list keeps its search, filter, sort and page in the address: a reload finds it as it was', async () => {
    const first = renderApp('/all-jobs-postings/list', { user: 'employer' });
    await screen.findByRole('table', { name: 'Job postings' });
    await first.user.click(screen.getByLabelText('Sort by'));
    await first.user.click(screen.getByRole('option', { name: 'Most applicants' }));
    await first.user.click(screen.getByLabelText('Job type'));
    await first.user.click(screen.getByRole('option', { name: 'Professional' }));
    await first.user.type(screen.getByLabelText('Search jobs'), 'engineer');
    await waitFor(() => expect(first.router.state.location.search).toContain('q=engineer'));
    const { pathname, search } = first.router.state.location;
    expect(new URLSearchParams(search).get('sort')).toBe('APPLICANTS');
    expect(new URLSearchParams(search).get('type')).toBe('PROFESSIONAL');
    first.unmount();

    renderApp(`${pathname}${search}`, { user: 'employer' });
    await screen.findByRole('table', { name: 'Job postings' });
    expect(screen.getByLabelText('Sort by')).toHaveTextContent('Most applicants');
    expect(screen.getByLabelText('Job type')).toHaveTextContent('Professional');
    expect(screen.getByLabelText('Search jobs')).toHaveValue('engineer');
  });

  it('Back restores the search box with the address, and the applicants view does not take the search', async () => {
    const { user, router } = renderApp('/all-jobs-postings/list', { user: 'employer' });
    await screen.findByRole('table', { name: 'Job postings' });
    await user.type(screen.getByLabelText('Search jobs'), 'writer');
    await waitFor(() => expect(router.state.location.search).toBe('?q=writer'));
    // Another entry (the address changes from outside the box), then Back to the search.
    await act(() => router.navigate('/all-jobs-postings/list?q=engineer'));
    expect(screen.getByLabelText('Search jobs')).toHaveValue('engineer');
    await act(() => router.navigate('/all-jobs-postings/applicants?jobId=1'));
    await act(() => router.navigate(-1));
    expect(screen.getByLabelText('Search jobs')).toHaveValue('engineer');
    // A moment later the address still says what the box says.
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(router.state.location.search).toBe('?q=engineer');
  });

  it('the words typed last are in the box after going to the applicants and back', async () => {
    const { user, router } = renderApp('/all-jobs-postings/list', { user: 'employer' });
    await screen.findByRole('table', { name: 'Job postings' });
    await user.type(screen.getByLabelText('Search jobs'), 'nurse');
    await waitFor(() => expect(router.state.location.search).toBe('?q=nurse'));
    await act(() => router.navigate('/all-jobs-postings/applicants?jobId=1'));
    await act(() => router.navigate(-1));
    expect(screen.getByLabelText('Search jobs')).toHaveValue('nurse');
  });

  it('deletes a job only after confirming', async () => {
    const { user } = renderApp('/all-jobs-postings/list', { user: 'employer' });
    const table = await screen.findByRole('table', { name: 'Job postings' });
    const first = within(table).getAllByRole('row')[1];
    const title = within(first).getAllByRole('link')[0].textContent!;
    await user.click(
      within(first).getByRole('button', { name: (n: string) => n.startsWith(`Actions for ${title}`) }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db().jobs.filter((j) => j.status === 'DELETED')).toHaveLength(0);
    await user.click(
      within(first).getByRole('button', { name: (n: string) => n.startsWith(`Actions for ${title}`) }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete job' }));
    expect(await screen.findByText('Job Post has been Deleted.')).toBeInTheDocument();
    expect(
      db()
        .jobs.filter((j) => j.status === 'DELETED')
        .map((j) => j.title),
    ).toEqual([title]);
    await waitFor(() => expect(within(table).queryByRole('link', { name: title })).not.toBeInTheDocument());
  });

  it("the delete question says a job's interviews stay on the calendar, only for a job with applicants", async () => {
    const own = db().jobs.filter((j) => j.companyId === 1);
    const applied = own.find((j) => db().userJobs.some((l) => l.jobId === j.id && l.status === 'APPLIED'))!;
    const none = own.find((j) => !db().userJobs.some((l) => l.jobId === j.id))!;
    db().jobs = db().jobs.filter((j) => j.companyId !== 1 || j === applied || j === none);
    const { user } = renderApp('/all-jobs-postings/list', { user: 'employer' });
    const ask = async (title: string) => {
      await user.click(
        await screen.findByRole('button', { name: (n: string) => n.startsWith(`Actions for ${title}`) }),
      );
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
      const said = dialog.textContent;
      await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      return said;
    };
    expect(await ask(applied.title)).toContain(
      'Interviews scheduled with its applicants stay on the calendar',
    );
    expect(await ask(none.title)).not.toContain('Interviews');
  });

  it('a failed job count says so in the header, and the list still shows', async () => {
    failNext({ path: '/jobs/jobs-status-for-employer', status: 500 });
    renderApp('/all-jobs-postings/list', { user: 'employer' });
    expect(await screen.findByText('The job counts could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Job postings' })).toBeInTheDocument();
  });

  it('after a job is deleted, focus goes to the Actions of the row after it, or to the line saying none is left', async () => {
    const deleteRow = async (user: UserEvent, row: HTMLElement) => {
      await user.click(within(row).getByRole('button', { name: /^Actions for / }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete job' }));
    };
    const own = db().jobs.filter((j) => j.companyId === 1);
    db().jobs = db().jobs.filter((j) => j.companyId !== 1 || own.slice(0, 3).includes(j));
    const { user } = renderApp('/all-jobs-postings/list', { user: 'employer' });
    const table = await screen.findByRole('table', { name: 'Job postings' });
    const [, , second, third] = within(table).getAllByRole('row');
    const next = within(third).getByRole('button', { name: /^Actions for / });
    await deleteRow(user, second);
    await waitFor(() => expect(second).not.toBeInTheDocument());
    await waitFor(() => expect(next).toHaveFocus());

    await deleteRow(user, third);
    await waitFor(() => expect(third).not.toBeInTheDocument());
    // The deleted row was the last: the row before it takes focus.
    const [, first] = within(table).getAllByRole('row');
    await waitFor(() => expect(within(first).getByRole('button', { name: /^Actions for / })).toHaveFocus());

    await deleteRow(user, first);
    await waitFor(() =>
      expect(screen.getByText('No jobs posted yet. Post a job to start receiving applicants.')).toHaveFocus(),
    );
  });

  it('a deactivated job leaves the active list and its count without a reload', async () => {
    const active = db().jobs.filter((j) => j.companyId === 1 && j.status === 'ACTIVE').length;
    const { user } = renderApp('/all-jobs-postings/active', { user: 'employer' });
    expect(await screen.findByText(`60 jobs, ${active} active`)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Job postings' });
    const first = within(table).getAllByRole('row')[1];
    const title = within(first).getAllByRole('link')[0].textContent!;
    await user.click(
      within(first).getByRole('button', { name: (n: string) => n.startsWith(`Actions for ${title}`) }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByText('Job Status Updated Successfully')).toBeInTheDocument();
    expect(await screen.findByText(`60 jobs, ${active - 1} active`)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('link', { name: title })).not.toBeInTheDocument());
  });

  it('a status change under way is said in its row and not offered again until the list shows its outcome', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(http.patch('*/jobs/update-job-status/*', () => held.then(() => undefined), { once: true }));
    const { user } = renderApp('/all-jobs-postings/list', { user: 'employer' });
    const table = await screen.findByRole('table', { name: 'Job postings' });
    const row = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryAllByText('Active').length)!;
    const actions = within(row).getByRole('button', { name: /^Actions for/ });
    await user.click(actions);
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    // (The status shows twice in a row: in its column, and under the title on a phone.)
    expect((await within(row).findAllByText('Deactivating…')).length).toBeGreaterThan(0);
    await user.click(actions);
    expect(await screen.findByRole('menuitem', { name: 'Deactivate' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Escape}');
    release();
    expect((await within(row).findAllByText('Inactive')).length).toBeGreaterThan(0);
    expect(within(row).queryByText('Deactivating…')).not.toBeInTheDocument();
  });

  it('two jobs with one title in two places have Actions named apart', async () => {
    const [a, b] = db().jobs.filter((j) => j.companyId === 1);
    Object.assign(a, { title: 'Zookeeper', location: 'Austin, TX' });
    Object.assign(b, { title: 'Zookeeper', location: 'Boston, MA' });
    renderApp('/all-jobs-postings/list?q=Zookeeper', { user: 'employer' });
    const table = await screen.findByRole('table', { name: 'Job postings' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table).getByRole('button', { name: 'Actions for Zookeeper in Austin, TX' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Actions for Zookeeper in Boston, MA' }),
    ).toBeInTheDocument();
  });

  it('a failed status change shows the server message', async () => {
    failNext({ path: '/jobs/update-job-status', status: 400, message: 'This job has open interviews' });
    const { user } = renderApp('/all-jobs-postings/active', { user: 'employer' });
    const table = await screen.findByRole('table', { name: 'Job postings' });
    await user.click(within(table).getAllByRole('button', { name: /^Actions for/ })[0]);
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByText('This job has open interviews')).toBeInTheDocument();
    // The row says its status again, and the change can be tried again.
    expect(within(table).queryByText('Deactivating…')).not.toBeInTheDocument();
    await user.click(within(table).getAllByRole('button', { name: /^Actions for/ })[0]);
    expect(await screen.findByRole('menuitem', { name: 'Deactivate' })).not.toHaveAttribute('aria-disabled');
  });

  it('a bulk row edit left and come back to opens again, and Escape gives focus to the list', async () => {
    db().bulkJobs.push(bulkRow(5001, 2), bulkRow(5002, 3));
    const { user, router } = renderApp('/jobs-posting/bulkUpload', { user: 'employer' });
    await user.click(await screen.findByRole('button', { name: 'Edit Row job 2 (row 2)' }));
    const title = within(await screen.findByRole('dialog', { name: 'Edit job' })).getByLabelText('Job title');
    await user.type(title, ' edited');
    await router.navigate('/all-jobs-postings/list');
    await screen.findByRole('table', { name: 'Job postings' });
    await router.navigate(-1);
    const dialog = await screen.findByRole('dialog', { name: 'Edit job' });
    expect(within(dialog).getByLabelText('Job title')).toHaveValue('Row job 2 edited');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Review uploaded jobs (2)' })).toHaveFocus(),
    );
  });

  it('the bulk review list edits and deletes rows and posts the checked ones', async () => {
    db().bulkJobs.push(bulkRow(5001, 2), bulkRow(5002, 3), bulkRow(5003, 4));
    const { user } = renderApp('/jobs-posting/bulkUpload', { user: 'employer' });
    expect(await screen.findByRole('heading', { name: 'Review uploaded jobs (3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Row job 3 (row 3)' }));
    await confirmDelete(user, 'Delete this job?');
    expect(await screen.findByRole('heading', { name: 'Review uploaded jobs (2)' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Check Row job 2 (row 2)'));
    await user.click(screen.getByRole('button', { name: 'Post checked (1)' }));
    expect(await screen.findByText('1 job has been posted.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Review uploaded jobs (1)' })).toBeInTheDocument();
    expect(db().jobs.some((j) => j.title === 'Row job 2' && j.status === 'ACTIVE')).toBe(true);
  });

  it('Choose file opens the picker, and keeps keyboard focus while the file goes', async () => {
    const { user } = renderApp('/jobs-posting/bulkUpload', { user: 'employer' });
    const input = await screen.findByLabelText<HTMLInputElement>('File of jobs');
    const opened = vi.spyOn(input, 'click').mockImplementation(() => {});
    const choose = screen.getByRole('button', { name: 'Choose file' });
    await user.click(choose);
    expect(opened).toHaveBeenCalledTimes(1);
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(http.post('*/jobs/bulk-jobs-upload', () => held.then(() => undefined), { once: true }));
    act(() => choose.focus());
    fireEvent.change(input, { target: { files: [new File([bulkTemplateCsv()], 'jobs.csv')] } });
    // A disabled button would have given focus to the page (review).
    await waitFor(() => expect(choose).toHaveAttribute('aria-disabled', 'true'));
    expect(choose).toHaveFocus();
    await user.click(choose);
    expect(opened).toHaveBeenCalledTimes(1);
    release();
    expect(await screen.findByText('1 job from jobs.csv is ready for review below.')).toBeInTheDocument();
  });

  it("a refused file's problems are listed one a line", async () => {
    const [header, example] = bulkTemplateCsv().trim().split('\n');
    const broken = (from: string, to: string) => example.replace(from, to);
    const file = new File(
      [[header, broken('Frontend Engineer', ''), broken('PROFESSIONAL', 'TEMP')].join('\n')],
      'bad.csv',
    );
    const { user } = renderApp('/jobs-posting/bulkUpload', { user: 'employer' });
    await user.upload(await screen.findByLabelText('File of jobs'), file);
    const alert = await screen.findByText(/^bad\.csv was not uploaded\./);
    // The file named, then one problem a line.
    expect(alert.textContent?.split('\n')).toHaveLength(3);
  });

  it("an upload's message lasts while its jobs wait for review", async () => {
    const { user } = renderApp('/jobs-posting/bulkUpload', { user: 'employer' });
    const file = new File([bulkTemplateCsv()], 'jobs.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('File of jobs'), file);
    expect(await screen.findByText('1 job from jobs.csv is ready for review below.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete Frontend Engineer (row 2)' }));
    await confirmDelete(user, 'Delete this job?');
    expect(await screen.findByText('No uploaded jobs are waiting for review.')).toBeInTheDocument();
    expect(screen.queryByText(/ready for review below/)).not.toBeInTheDocument();
  });

  it("an upload's message counts the jobs still waiting after some are posted", async () => {
    const [header, example] = bulkTemplateCsv().trim().split('\n');
    const titled = (title: string) => example.replace('Frontend Engineer', title);
    const file = new File(
      [[header, example, titled('Backend Engineer'), titled('Data Engineer')].join('\n')],
      'good.csv',
    );
    const { user } = renderApp('/jobs-posting/bulkUpload', { user: 'employer' });
    await user.upload(await screen.findByLabelText('File of jobs'), file);
    expect(await screen.findByText('3 jobs from good.csv are ready for review below.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Check Frontend Engineer (row 2)'));
    await user.click(screen.getByLabelText('Check Backend Engineer (row 3)'));
    await user.click(screen.getByRole('button', { name: 'Post checked (2)' }));
    expect(await screen.findByRole('heading', { name: 'Review uploaded jobs (1)' })).toBeInTheDocument();
    expect(await screen.findByText('1 job from good.csv is ready for review below.')).toBeInTheDocument();
    expect(screen.queryByText(/3 jobs from good\.csv/)).not.toBeInTheDocument();
  });

  it('the same file uploaded twice: its second upload is counted alone, marked, and left out of Check all, so Post checked posts each job once', async () => {
    const { user } = renderApp('/jobs-posting/bulkUpload', { user: 'employer' });
    const file = () => new File([bulkTemplateCsv()], 'jobs.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('File of jobs'), file());
    expect(await screen.findByText('1 job from jobs.csv is ready for review below.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('File of jobs'), file());
    expect(
      await screen.findByText(
        '1 job from jobs.csv is ready for review below. It is already in the review (same title, location and description), so it is marked and Check all leaves it out.',
      ),
    ).toBeInTheDocument();
    const repeat = screen.getByLabelText('Check Frontend Engineer (row 2, already in the review)');
    expect(screen.getAllByText('Already in the review')).toHaveLength(1);

    await user.click(screen.getByLabelText('Check all uploaded jobs'));
    expect(repeat).not.toBeChecked();
    const posted = () => db().jobs.filter((j) => j.title === 'Frontend Engineer' && j.companyId === 1).length;
    const before = posted();
    await user.click(screen.getByRole('button', { name: 'Post checked (1)' }));
    expect(await screen.findByText('1 job has been posted.')).toBeInTheDocument();
    expect(posted()).toBe(before + 1);

    // Its original posted, the repeat is still marked (it was an ordinary row again, and Check all posted it twice).
    const left = await screen.findByLabelText('Check Frontend Engineer (row 2, already posted)');
    expect(screen.getByText('Already posted')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Check all uploaded jobs'));
    expect(left).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Post checked (0)' })).toBeDisabled();
    // A third upload of the file says so.
    await user.upload(screen.getByLabelText('File of jobs'), file());
    expect(
      await screen.findByText(
        '1 job from jobs.csv is ready for review below. It is already posted (same title, location and description), so it is marked and Check all leaves it out.',
      ),
    ).toBeInTheDocument();
  });

  it('while Post checked runs it says so, and neither it nor Delete checked acts again', async () => {
    db().bulkJobs.push(bulkRow(5001, 2), bulkRow(5002, 3));
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(http.put('*/jobs/update-bulk-jobs-status', () => held.then(() => undefined), { once: true }));
    const { user } = renderApp('/jobs-posting/bulkUpload', { user: 'employer' });
    await user.click(await screen.findByLabelText('Check all uploaded jobs'));
    await user.click(screen.getByRole('button', { name: 'Post checked (2)' }));
    const busy = await screen.findByRole('button', { name: 'Posting 2…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    await user.click(screen.getByRole('button', { name: 'Delete checked' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('2 jobs have been posted.')).toBeInTheDocument();
    expect(db().jobs.filter((j) => j.title.startsWith('Row job ')).length).toBe(2);
    expect(db().bulkJobs).toHaveLength(0);
  });

  it('deletes uploaded rows only after confirming, one or the checked ones, and keeps them on cancel', async () => {
    db().bulkJobs.push(bulkRow(5001, 2), bulkRow(5002, 3), bulkRow(5003, 4));
    const { user } = renderApp('/jobs-posting/bulkUpload', { user: 'employer' });
    const bin = await screen.findByRole('button', { name: 'Delete Row job 3 (row 3)' });
    await user.click(bin);
    const one = await screen.findByRole('dialog', { name: 'Delete this job?' });
    expect(one).toHaveAccessibleDescription(
      '"Row job 3" (row 3) will be removed from the review and not posted.',
    );
    await user.click(within(one).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bin).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Review uploaded jobs (3)' })).toBeInTheDocument();

    await user.click(screen.getByLabelText('Check Row job 2 (row 2)'));
    await user.click(screen.getByLabelText('Check Row job 4 (row 4)'));
    const deleteChecked = screen.getByRole('button', { name: 'Delete checked' });
    await user.click(deleteChecked);
    const two = await screen.findByRole('dialog', { name: 'Delete 2 jobs?' });
    expect(two).toHaveAccessibleDescription('These 2 jobs will be removed from the review and not posted.');
    await user.click(within(two).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteChecked).toHaveFocus();
    expect(screen.getByLabelText('Check Row job 2 (row 2)')).toBeChecked();
    expect(db().bulkJobs).toHaveLength(3);

    await user.click(deleteChecked);
    await confirmDelete(user, 'Delete 2 jobs?');
    // Rows never posted: not the spec's 'Job Post has been Deleted.', which is for a posted job.
    expect(await screen.findByText('2 jobs removed from the review.')).toBeInTheDocument();
    expect(screen.queryByText('Job Post has been Deleted.')).not.toBeInTheDocument();
    const heading = await screen.findByRole('heading', { name: 'Review uploaded jobs (1)' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(db().bulkJobs.map((b) => b.title)).toEqual(['Row job 3']);

    await user.click(screen.getByRole('button', { name: 'Delete Row job 3 (row 3)' }));
    await confirmDelete(user, 'Delete this job?');
    expect(await screen.findByText('1 job removed from the review.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No uploaded jobs are waiting for review.')).toHaveFocus());
    expect(db().bulkJobs).toHaveLength(0);
  });

  it('after Post checked, focus goes to the heading counting what is left, or the line saying nothing is', async () => {
    db().bulkJobs.push(bulkRow(5001, 2), bulkRow(5002, 3));
    const { user } = renderApp('/jobs-posting/bulkUpload', { user: 'employer' });
    await user.click(await screen.findByLabelText('Check Row job 2 (row 2)'));
    await user.click(screen.getByRole('button', { name: 'Post checked (1)' }));
    const heading = await screen.findByRole('heading', { name: 'Review uploaded jobs (1)' });
    await waitFor(() => expect(heading).toHaveFocus());

    await user.click(screen.getByLabelText('Check Row job 3 (row 3)'));
    await user.click(screen.getByRole('button', { name: 'Post checked (1)' }));
    await waitFor(() => expect(screen.getByText('No uploaded jobs are waiting for review.')).toHaveFocus());
  });

  it('an action on some rows leaves the other checked rows checked', async () => {
    db().bulkJobs.push(bulkRow(5001, 2), bulkRow(5002, 3), bulkRow(5003, 4));
    const { user } = renderApp('/jobs-posting/bulkUpload', { user: 'employer' });
    await user.click(await screen.findByLabelText('Check Row job 2 (row 2)'));
    await user.click(screen.getByLabelText('Check Row job 4 (row 4)'));
    await user.click(screen.getByRole('button', { name: 'Delete Row job 4 (row 4)' }));
    await confirmDelete(user, 'Delete this job?');
    expect(await screen.findByRole('heading', { name: 'Review uploaded jobs (2)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Check Row job 2 (row 2)')).toBeChecked();
    expect(screen.getByLabelText('Check Row job 3 (row 3)')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Post checked (1)' })).toBeEnabled();
  });

  it('names rows by file and row once several files wait for review', async () => {
    db().bulkJobs.push(bulkRow(5001, 2), { ...bulkRow(5002, 2, 'more.csv'), description: 'Other work' });
    const { user } = renderApp('/jobs-posting/bulkUpload', { user: 'employer' });
    expect(await screen.findByLabelText('Check Row job 2 (jobs.csv, row 2)')).toBeInTheDocument();
    expect(screen.getByLabelText('Check Row job 2 (more.csv, row 2)')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /^2 ?more\.csv$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Row job 2 (more.csv, row 2)' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this job?' })).toHaveAccessibleDescription(
      '"Row job 2" (more.csv, row 2) will be removed from the review and not posted.',
    );
  });
});
