import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { API, failNext, mockConfig } from '@/mocks/http';
import { server } from '@/mocks/node';
import { jobDto } from '@/mocks/serializers';
import { jobName } from '@/state/jobs/selectors';
import { SeekerJobsApi } from '@/state/jobs/seekerEndpoints';
import { renderApp } from './render';
import { SearchFilters } from '@/features/jobs/components/SearchFilters';
import type { SearchState } from '@/features/jobs/components/useSearchParamsState';

/** The id of the job whose card holds `el` (its first link opens the job). */
const jobIdOf = (el: HTMLElement) =>
  Number(
    new URL(
      within(el.closest('article')!).getAllByRole('link')[0].getAttribute('href')!,
      'http://x',
    ).searchParams.get('jobId'),
  );

describe('job seeker job screens', () => {
  it('overview shows the counts, recent applications with chips and best matches', async () => {
    renderApp('/job-seeker/dashboard', { user: 'seeker' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('count-applied')).toHaveTextContent('2'));
    expect(screen.getByTestId('count-saved')).toHaveTextContent('2');
    expect(screen.getByTestId('count-viewed')).toHaveTextContent('1');
    const recent = screen.getByRole('region', { name: 'Recent applications' });
    expect(within(recent).getByText('Interviewing Process')).toBeInTheDocument();
    expect(await screen.findByText('Profile completion: 100%')).toBeInTheDocument();
    expect(await screen.findAllByText('Your qualifications it asks for')).toHaveLength(3);
  });

  it('overview parts that could not be read say so, each with a Retry that brings it', async () => {
    failNext({ method: 'GET', path: '/user-jobs/status', status: 500, times: 10 });
    failNext({ method: 'GET', path: '/users/jobseeker-basic-info', status: 500, times: 10 });
    const { user } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    const recent = screen.getByRole('region', { name: 'Recent applications' });
    const retryRecent = await within(recent).findByRole('button', { name: 'Retry' });
    expect(within(recent).getByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.getByText('Profile completion: –')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2));
    mockConfig.failures.length = 0;
    await user.click(retryRecent);
    expect(await within(recent).findByText('Interviewing Process')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Profile completion: 100%')).toBeInTheDocument();
  });

  it('overview treats missing lists and counts as empty and zero', async () => {
    server.use(http.get(`${API}/user-jobs/status`, () => HttpResponse.json({})));
    renderApp('/job-seeker/dashboard', { user: 'seeker' });
    expect(await screen.findByText('No applications yet.')).toBeInTheDocument();
    expect(screen.getByTestId('count-applied')).toHaveTextContent('0');
  });

  it('search reads its query and filters from the URL and pages the results', async () => {
    const { router } = renderApp('/job-search?q=engineer&arrangement=Hybrid', { user: 'seeker' });
    expect(await screen.findByText('12 jobs found')).toBeInTheDocument();
    expect(screen.getByLabelText('Search jobs')).toHaveValue('engineer');
    expect(screen.getByRole('checkbox', { name: 'Hybrid' })).toBeChecked();
    const items = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(router.state.location.search).toContain('q=engineer');
  });

  it('another page of results takes focus to its count, so the next Tab reaches its first job', async () => {
    const { user } = renderApp('/job-search', { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    const count = screen.getByRole('status');
    expect(count).toHaveFocus();
    await waitFor(() => expect(count).toHaveTextContent(/jobs found$/));
    await user.tab();
    const first = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem')[0];
    expect(first).toContainElement(document.activeElement as HTMLElement);
  });

  it('a search in quotes or with a comma finds what the plain words find', async () => {
    renderApp('/job-search?q=engineer&arrangement=Hybrid', { user: 'seeker' });
    expect(await screen.findByText('12 jobs found')).toBeInTheDocument();
    cleanup();
    renderApp(`/job-search?q=${encodeURIComponent('"engineer,"')}&arrangement=Hybrid`, { user: 'seeker' });
    expect(await screen.findByText('12 jobs found')).toBeInTheDocument();
  });

  it('search stays paged with more than 1,000 results', async () => {
    const template = db().jobs.find((j) => j.status === 'ACTIVE')!;
    for (let i = 0; i < 1000; i++) db().jobs.push({ ...template, id: 50000 + i, title: `Bulk role ${i}` });
    renderApp('/job-search?q=bulk', { user: 'seeker' });
    expect(await screen.findByText('1000 jobs found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Go to page 50' })).toBeInTheDocument();
  });

  it('a page past the last one opens the last page, never a count above "No jobs match"', async () => {
    const { router } = renderApp('/job-search?page=999', { user: 'seeker' });
    const found = await screen.findByText(/^\d+ jobs found$/);
    const total = Number.parseInt(found.textContent ?? '', 10);
    const last = Math.ceil(total / 20);
    expect(router.state.location.search).toBe(`?page=${last}`);
    expect(screen.getByRole('button', { name: `page ${last}` })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('article').length).toBe(
      total % 20 || 20,
    );
    expect(screen.queryByText(/No jobs match/)).not.toBeInTheDocument();
    // Back leaves the search, not to the page that does not exist.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('search shows the catalogue message inline when it fails', async () => {
    failNext({ path: '/jobs/search-jobs', status: 500 });
    renderApp('/job-search', { user: 'seeker' });
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
  });

  it('a list that failed to load shows its counts as unknown, not as zeros', async () => {
    failNext({ path: '/user-jobs/status', status: 500 });
    renderApp('/saved-jobs', { user: 'seeker' });
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    for (const name of ['applied', 'saved', 'viewed'])
      expect(screen.getByTestId(`count-${name}`)).toHaveTextContent('–');
  });

  it('search says so when nothing matches, and Clear search takes the words and filters away at once', async () => {
    const { user, router } = renderApp('/job-search?q=zzzzqqq&type=INTERNSHIP&arrangement=Hybrid', {
      user: 'seeker',
    });
    expect(await screen.findByText(/No jobs match this search/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(router.state.location.search).toBe('');
    const box = screen.getByLabelText('Search jobs');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    for (const box of screen.getAllByRole('checkbox', { name: /^(Internship|Hybrid)$/ }))
      expect(box).not.toBeChecked();
    expect(await screen.findByText(/^\d+ jobs found$/)).toBeInTheDocument();
    // Nothing left to clear: the button goes.
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    // Back brings the search back.
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('Search jobs')).toHaveValue('zzzzqqq');
  });

  it('opening a job records VIEWED; Save and Apply follow its status', async () => {
    const jobId = db().jobs.find((j) => j.status === 'ACTIVE' && j.companyId === 5)!.id;
    const { user, router } = renderApp(`/job-description?jobId=${jobId}`, { user: 'seeker' });
    const save = await screen.findByRole('button', { name: /^Save / });
    await waitFor(() =>
      expect(db().userJobs.find((u) => u.userId === 1 && u.jobId === jobId)?.status).toBe('VIEWED'),
    );
    // By keyboard: each button, once pressed, reads disabled and keeps focus (the seeker keeps their place).
    save.focus();
    await user.keyboard('{Enter}');
    const savedButton = await screen.findByRole('button', { name: / saved$/ });
    expect(savedButton).toHaveAttribute('aria-disabled', 'true');
    expect(savedButton).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(db().userJobs.find((u) => u.userId === 1 && u.jobId === jobId)?.status).toBe('SAVED');
    screen.getByRole('button', { name: /^Apply to / }).focus();
    await user.keyboard('{Enter}');
    const appliedButton = await screen.findByRole('button', { name: /^Applied to / });
    expect(appliedButton).toHaveAttribute('aria-disabled', 'true');
    expect(appliedButton).toHaveFocus();
    expect(db().userJobs.find((u) => u.userId === 1 && u.jobId === jobId)?.status).toBe('APPLIED');
    // Applied: saving says nothing more, and the seeker can write to the employer who posted the job.
    expect(screen.queryByRole('button', { name: / saved$/ })).not.toBeInTheDocument();
    const company = db().companies.find((c) => c.id === 5)!;
    await user.click(await screen.findByRole('button', { name: `Message ${company.companyName}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/inbox'));
    const chat = db().chats.find((c) => c.userIds.includes(1) && c.userIds.includes(company.ownerId));
    expect(chat?.jobId).toBe(jobId);
    expect(router.state.location.search).toBe(`?chatId=${chat!.id}`);
  });

  it('the counts follow a change made in another tab when the user comes back to this one', async () => {
    renderApp('/job-seeker/dashboard', { user: 'seeker' });
    await waitFor(() => expect(screen.getByTestId('count-saved')).toHaveTextContent('2'));
    // Another tab saves a job the seeker has no status with.
    const taken = new Set(
      db()
        .userJobs.filter((u) => u.userId === 1)
        .map((u) => u.jobId),
    );
    const job = db().jobs.find((j) => j.status === 'ACTIVE' && !taken.has(j.id))!;
    const at = new Date().toISOString();
    db().userJobs.push({
      id: 9000,
      userId: 1,
      jobId: job.id,
      status: 'SAVED',
      history: ['SAVED'],
      updatedAt: at,
    });
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(screen.getByTestId('count-saved')).toHaveTextContent('3'));
  });

  it('a list fetched again on return to the tab stays as it is meanwhile, not busy', async () => {
    const { store } = renderApp('/saved-jobs', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Saved jobs' });
    let reached = () => {};
    const asked = new Promise<void>((r) => (reached = r));
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get(`${API}/user-jobs/status`, () => (reached(), held.then(() => undefined)), { once: true }),
    );
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await asked;
    });
    expect(list).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('list', { name: 'Saved jobs' })).toBe(list);
    release();
    const saved = () => SeekerJobsApi.endpoints.getJobsByStatus.select('SAVED')(store.getState());
    await waitFor(() => expect(saved().status).toBe('fulfilled'));
  });

  it('applying to a best match shows it in recent applications and the applied count at once', async () => {
    const { user } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    await waitFor(() => expect(screen.getByTestId('count-applied')).toHaveTextContent('2'));
    const matches = screen.getByRole('region', { name: 'Best matches' });
    const apply = (await within(matches).findAllByRole('button', { name: /^Apply to / }))[0];
    const name = apply.getAttribute('aria-label')!.replace('Apply to ', '');
    const link = within(apply.closest('article')!).getAllByRole('link')[0];
    const [title, href] = [link.textContent!, link.getAttribute('href')];
    await user.click(apply);
    expect(await within(matches).findByRole('button', { name: `Applied to ${name}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const recent = screen.getByRole('region', { name: 'Recent applications' });
    await waitFor(() => {
      const links = within(recent).getAllByRole('link', { name: title });
      expect(links.map((a) => a.getAttribute('href'))).toContain(href);
    });
    await waitFor(() => expect(screen.getByTestId('count-applied')).toHaveTextContent('3'));
  });

  it('applying on the job description shows it on the applied list and its count', async () => {
    const jobId = db().jobs.find(
      (j) => j.status === 'ACTIVE' && !db().userJobs.some((u) => u.userId === 1 && u.jobId === j.id),
    )!.id;
    const { user, router } = renderApp('/applied-jobs', { user: 'seeker' });
    await screen.findByRole('list', { name: 'Applied jobs' });
    expect(screen.getByTestId('count-applied')).toHaveTextContent('2');
    await act(() => router.navigate(`/job-description?jobId=${jobId}`));
    await user.click(await screen.findByRole('button', { name: /^Apply to / }));
    const title = screen.getByRole('heading', { level: 1 }).textContent!;
    expect(
      await screen.findByRole('button', {
        name: `Applied to ${jobName(jobDto(db().jobs.find((j) => j.id === jobId)!))}`,
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Application Submitted')).toBeInTheDocument();
    await act(() => router.navigate('/applied-jobs'));
    const list = await screen.findByRole('list', { name: 'Applied jobs' });
    expect(await within(list).findByRole('link', { name: title })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('count-applied')).toHaveTextContent('3'));
  });

  it('a block of the overview that failed, retried, takes focus at its own heading once it loads', async () => {
    failNext({ path: '/jobs/best-match', status: 500 });
    const { user } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    const matches = screen.getByRole('region', { name: 'Best matches' });
    await user.click(await within(matches).findByRole('button', { name: 'Retry' }));
    expect(await within(matches).findAllByRole('article')).not.toHaveLength(0);
    await waitFor(() => expect(within(matches).getByRole('heading', { name: 'Best matches' })).toHaveFocus());
  });

  it('search offers Retry after a failure and shows no count under the error', async () => {
    failNext({ path: '/jobs/search-jobs', status: 500 });
    const { user } = renderApp('/job-search', { user: 'seeker' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    expect(screen.queryByText(/jobs? found/)).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/\d+ jobs? found/)).toBeInTheDocument();
  });

  it('best matches show more, keeping the earlier page', async () => {
    const { user } = renderApp('/match-job-postings', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Best matches' });
    const first = within(list).getAllByRole('article').length;
    await user.click(screen.getByRole('button', { name: 'Show more matches' }));
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(first));
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing \d+ of \d+ matches$/);
  });

  it('Show more matches takes keyboard focus to the first new match, page after page', async () => {
    // Fewer open jobs: a few pages of matches.
    db()
      .jobs.filter((j) => j.status === 'ACTIVE')
      .slice(30)
      .forEach((j) => (j.status = 'INACTIVE'));
    const { user } = renderApp('/match-job-postings', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Best matches' });
    let more = screen.queryByRole('button', { name: 'Show more matches' });
    expect(more).toBeInTheDocument();
    while (more) {
      const before = within(list).getAllByRole('article').length;
      more.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(before));
      expect(within(within(list).getAllByRole('article')[before]).getAllByRole('link')[0]).toHaveFocus();
      more = screen.queryByRole('button', { name: 'Show more matches' });
    }
  });

  it('Show more matches leaves focus where the user moved it while they loaded', async () => {
    const { user } = renderApp('/match-job-postings', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Best matches' });
    const before = within(list).getAllByRole('article').length;
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(http.get(`${API}/jobs/best-match`, () => held.then(() => undefined), { once: true }));
    screen.getByRole('button', { name: 'Show more matches' }).focus();
    await user.keyboard('{Enter}');
    // Meanwhile the user goes on to the first match's link.
    const elsewhere = within(within(list).getAllByRole('article')[0]).getAllByRole('link')[0];
    act(() => elsewhere.focus());
    release();
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(before));
    expect(elsewhere).toHaveFocus();
  });

  it('best matches count the matches shown when the answer has no total', async () => {
    const job = db().jobs.find((j) => j.status === 'ACTIVE')!;
    server.use(http.get(`${API}/jobs/best-match`, () => HttpResponse.json({ jobs: [jobDto(job)] })));
    renderApp('/match-job-postings', { user: 'seeker' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 1 match'));
  });

  it('no matches: the list says how to get some, with no "Showing 0 of 0" above it', async () => {
    server.use(http.get(`${API}/jobs/best-match`, () => HttpResponse.json({ jobs: [], total: 0 })));
    const { user } = renderApp('/match-job-postings', { user: 'seeker' });
    expect(await screen.findByText(/^No matches yet\./)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    // Each step is a link: search, and Settings opened at the section with the key qualifications.
    expect(screen.getByRole('link', { name: 'save jobs you like' })).toHaveAttribute('href', '/job-search');
    await user.click(screen.getByRole('link', { name: 'key qualifications to your profile' }));
    const section = await screen.findByRole('button', { name: 'Introduction', expanded: true });
    await waitFor(() => expect(section).toHaveFocus());
    expect(await screen.findByLabelText('Key qualifications')).toBeInTheDocument();
  });

  it('no matches because no job is open says so, not to add qualifications', async () => {
    server.use(http.get(`${API}/jobs/best-match`, () => HttpResponse.json({ jobs: [], total: 0 })));
    for (const job of db().jobs) job.status = 'INACTIVE';
    renderApp('/match-job-postings', { user: 'seeker' });
    expect(
      await screen.findByText(
        'No jobs are open right now, so there is nothing to match yet. Check back soon.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^No matches yet\./)).not.toBeInTheDocument();
  });

  it('dismissing the last match shown says so, focus on its Undo in its place', async () => {
    const job = db().jobs.find((j) => j.status === 'ACTIVE')!;
    server.use(
      http.get(`${API}/jobs/best-match`, () => HttpResponse.json({ jobs: [jobDto(job)], total: 1 })),
    );
    const { user } = renderApp('/match-job-postings', { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: /^Dismiss / }));
    expect(screen.getByRole('status')).toHaveTextContent('You dismissed every match shown.');
    const list = screen.getByRole('list', { name: 'Best matches' });
    expect(
      within(list).getByText(`Dismissed ${jobName(jobDto(job))}. It is hidden until you reload the page.`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(list).getByRole('button', { name: `Undo dismiss of ${jobName(jobDto(job))}` }),
      ).toHaveFocus(),
    );
  });

  it('a job that is gone says so once, as a sentence', async () => {
    renderApp('/job-description?jobId=99999', { user: 'seeker' });
    expect(await screen.findByText('This job is no longer available.')).toBeInTheDocument();
  });

  it('a job description opened with no job says so, without calling the job gone', async () => {
    renderApp('/job-description', { user: 'seeker' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('No job was chosen. Find a job to read its description.');
    expect(notice).not.toHaveTextContent(/no longer available/);
    expect(within(notice).getByRole('link', { name: 'Find jobs' })).toBeInTheDocument();
  });

  it.each(['abc', '-1', '1.5'])('a job description link whose job id is not one (%s) says so', async (id) => {
    renderApp(`/job-description?jobId=${id}`, { user: 'seeker' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link does not name a job: it may have been cut short. Find a job to read its description.',
    );
  });

  it('a job that could not be loaded for a server error asks to try again, not that the job is gone', async () => {
    const jobId = db().jobs.find((j) => j.status === 'ACTIVE')!.id;
    failNext({ path: `/jobs/${jobId}`, status: 500 });
    renderApp(`/job-description?jobId=${jobId}`, { user: 'seeker' });
    expect(await screen.findByText(/Internal server error/)).toHaveTextContent(
      'Internal server error. Please try again.',
    );
  });

  it('applied jobs show each status chip and the counts', async () => {
    renderApp('/applied-jobs', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Applied jobs' });
    expect(within(list).getByText('Interviewing Process')).toBeInTheDocument();
    expect(within(list).getByText('Application Submitted')).toBeInTheDocument();
    expect(screen.getByTestId('count-applied')).toHaveTextContent('2');
  });

  it('saved jobs say how long a job stays saved: the spec has no call to unsave one', async () => {
    const { user } = renderApp('/saved-jobs', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Saved jobs' });
    expect(screen.getByText('A job stays saved until you apply to it.')).toBeInTheDocument();
    const first = within(list).getAllByRole('article')[0];
    const title = within(first).getAllByRole('link')[0].textContent ?? '';
    await user.click(within(first).getByRole('button', { name: /^Apply to / }));
    await waitFor(() => expect(within(list).queryByRole('link', { name: title })).not.toBeInTheDocument());
  });

  it('saved jobs show a failure with the catalogue message', async () => {
    failNext({ path: '/user-jobs/status', status: 500 });
    renderApp('/saved-jobs', { user: 'seeker' });
    // At the list and in the toast.
    await waitFor(() => expect(screen.getAllByText('Internal server error')).toHaveLength(2));
  });

  it('best matches explain why, and dismiss hides a match: the count drops, Undo takes its place, then the next card', async () => {
    const { user } = renderApp('/match-job-postings', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Best matches' });
    const before = within(list).getAllByRole('article').length;
    const total = Number(screen.getByText(/^Showing \d+ of \d+ matches$/).textContent!.match(/of (\d+)/)![1]);
    const second = within(within(list).getAllByRole('article')[1]).getAllByRole('link')[0];
    within(list)
      .getAllByRole('button', { name: /^Dismiss / })[0]
      .focus();
    await user.keyboard('{Enter}');
    expect(within(list).getAllByRole('article')).toHaveLength(before - 1);
    expect(within(list).getAllByText('Your qualifications it asks for')).toHaveLength(before - 1);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${before - 1} of ${total - 1} matches`);
    // Focus stays where the card was, on its Undo; Tab goes on to the next card.
    expect(within(list).getByRole('button', { name: /^Undo dismiss of / })).toHaveFocus();
    await user.tab();
    expect(second).toHaveFocus();
  });

  it('compares jobs side by side and marks rows that differ', async () => {
    renderApp('/compare-jobs/1,2,3', { user: 'seeker' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: /Pay/ })).toHaveTextContent('differs');
  });

  it('a job taken out of a comparison leaves the link and the picks, and focus goes on to the next Remove', async () => {
    sessionStorage.setItem('compare-jobs', JSON.stringify([1, 2, 3, 4]));
    const { user, router, store } = renderApp('/compare-jobs/1,2,3,4', { user: 'seeker' });
    const table = await screen.findByRole('table');
    const removes = () => within(screen.getByRole('table')).queryAllByRole('button', { name: /^Remove / });
    expect(removes()).toHaveLength(4);
    const third = removes()[2];
    // The last column: focus goes to the Remove of the new last one, and the other jobs stay on screen.
    await user.click(removes()[3]);
    expect(screen.queryByLabelText('Loading the jobs')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/compare-jobs/1,2,3'));
    expect(screen.getByRole('table')).toBe(table);
    expect(removes()).toHaveLength(3);
    expect(third).toHaveFocus();
    // The middle one of three: two stay, with no Remove, and focus goes to the table.
    await user.click(removes()[1]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/compare-jobs/1,3'));
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(2);
    expect(removes()).toHaveLength(0);
    expect(store.getState().jobs.compare).toEqual([1, 3]);
    expect(screen.getByLabelText('Job comparison')).toHaveFocus();
    // And stays there once the page has settled (the move to a new address leaves focus that has a place).
    await waitFor(() =>
      expect(store.getState().api.queries['getJobsByIds([1,3])']?.status).toBe('fulfilled'),
    );
    expect(screen.getByLabelText('Job comparison')).toHaveFocus();
  });

  it('a job taken out whose shorter comparison fails to load says so, with Retry, not the jobs kept', async () => {
    const { user } = renderApp('/compare-jobs/1,2,3', { user: 'seeker' });
    const table = await screen.findByRole('table');
    failNext({ path: '/jobs/get-by-ids', status: 500 });
    await user.click(within(table).getAllByRole('button', { name: /^Remove / })[2]);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await screen.findByRole('table')).getAllByRole('columnheader')).toHaveLength(2);
  });

  it('compare asks for at least two jobs', async () => {
    renderApp('/compare-jobs/1', { user: 'seeker' });
    expect(await screen.findByText('Pick two to four jobs to compare.')).toBeInTheDocument();
  });
});

describe('applying from the saved list', () => {
  it('says so, and focus stays in the list the job leaves', async () => {
    const { user } = renderApp('/saved-jobs', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Saved jobs' });
    const apply = within(list).getAllByRole('button', { name: /^Apply to / })[0];
    const name = apply.getAttribute('aria-label')!.replace(/^Apply to /, '');
    const title = within(apply.closest('article')!).getAllByRole('link')[0].textContent!;
    await user.click(apply);
    expect(
      await screen.findByText(`Applied to ${title}. It is in your applied jobs now.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(list.parentElement).toHaveFocus());
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: `Apply to ${name}` })).not.toBeInTheDocument(),
    );
    expect(document.activeElement).not.toBe(document.body);
  });

  it('emptied by applying, the list says where those jobs went, not that none was ever saved', async () => {
    const { user } = renderApp('/saved-jobs', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Saved jobs' });
    for (const apply of within(list).getAllByRole('button', { name: /^Apply to / })) await user.click(apply);
    expect(
      await screen.findByText(/^No saved jobs right now\..*jobs you apply to are in Applied jobs\.$/),
    ).toBeInTheDocument();
  });

  it('search results follow a job saved in another tab when the user comes back, staying put meanwhile', async () => {
    // QA: the counts caught up on return, the results beside them still offered Save.
    renderApp('/job-search', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Search results' });
    const save = within(list).getAllByRole('button', { name: /^Save / })[0];
    const title = save.getAttribute('aria-label')!.replace(/^Save /, '');
    const jobId = jobIdOf(save);
    const at = new Date().toISOString();
    db().userJobs.push({ id: 9001, userId: 1, jobId, status: 'SAVED', history: ['SAVED'], updatedAt: at });
    let reached = () => {};
    const asked = new Promise<void>((r) => (reached = r));
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get(`${API}/jobs/search-jobs`, () => (reached(), held.then(() => undefined)), { once: true }),
    );
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await asked;
    });
    // Fetched again, the results shown stay as they are: not dimmed, not 'Searching…'.
    expect(list).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toHaveTextContent(/jobs? found$/);
    release();
    expect(await within(list).findByRole('button', { name: `${title} saved` })).toBeInTheDocument();
  });

  it("the overview's best matches follow an application made in another tab, as its counts do", async () => {
    renderApp('/job-seeker/dashboard', { user: 'seeker' });
    const panel = await screen.findByRole('region', { name: 'Best matches' });
    const apply = (await within(panel).findAllByRole('button', { name: /^Apply to / }))[0];
    const name = apply.getAttribute('aria-label')!;
    const jobId = jobIdOf(apply);
    const at = new Date().toISOString();
    const link = db().userJobs.find((u) => u.userId === 1 && u.jobId === jobId);
    if (link)
      Object.assign(link, { status: 'APPLIED', history: [...link.history, 'APPLIED'], updatedAt: at });
    else
      db().userJobs.push({
        id: 9002,
        userId: 1,
        jobId,
        status: 'APPLIED',
        history: ['APPLIED'],
        updatedAt: at,
      });
    act(() => void window.dispatchEvent(new Event('focus')));
    // Matches leave out the jobs applied to (QA: it read 'Saved' and 'Apply' beside counts that had caught up).
    await waitFor(() => expect(within(panel).queryByRole('button', { name })).not.toBeInTheDocument());
  });

  it('a job applied to in another tab leaves on return to this one, and focus on it stays in the list', async () => {
    renderApp('/saved-jobs', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Saved jobs' });
    const apply = within(list).getAllByRole('button', { name: /^Apply to / })[0];
    const name = apply.getAttribute('aria-label')!;
    act(() => apply.focus());
    // Another tab applies to it.
    const jobId = jobIdOf(apply);
    const link = db().userJobs.find((u) => u.userId === 1 && u.jobId === jobId)!;
    link.status = 'APPLIED';
    link.history.push('APPLIED');
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(screen.queryByRole('button', { name })).not.toBeInTheDocument());
    await waitFor(() => expect(list.parentElement).toHaveFocus());
  });
});

describe('the compare tray', () => {
  it('counts the picked jobs in words that agree with the number', async () => {
    const { user } = renderApp('/saved-jobs', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Saved jobs' });
    const picks = within(list).getAllByRole('checkbox', { name: /^Compare / });
    await user.click(picks[0]);
    const tray = screen.getByRole('region', { name: 'Jobs to compare' });
    // One job has nothing to be compared with: a disabled button, with no address to open anyway.
    expect(within(tray).getByRole('button', { name: 'Compare 1 job' })).toBeDisabled();
    expect(within(tray).queryByRole('link', { name: /^Compare/ })).not.toBeInTheDocument();
    await user.click(picks[1]);
    expect(within(tray).getByRole('link', { name: 'Compare 2 jobs' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/compare-jobs\/\d+,\d+$/),
    );
  });

  it.each([
    ['/applied-jobs', 'list', 'Applied jobs'],
    ['/job-seeker/dashboard', 'region', 'Best matches'],
  ])('every list with Compare boxes shows the tray: %s', async (path, role, name) => {
    const { user } = renderApp(path, { user: 'seeker' });
    const list = await screen.findByRole(role, { name });
    await user.click((await within(list).findAllByRole('checkbox', { name: /^Compare / }))[0]);
    const tray = screen.getByRole('region', { name: 'Jobs to compare' });
    expect(within(tray).getByRole('status')).toHaveTextContent('1 of 4 jobs picked to compare');
  });

  it('the compare tray says when four is the most, and Clear leaves focus on what follows it', async () => {
    const { user } = renderApp('/match-job-postings', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Best matches' });
    const picks = within(list).getAllByRole('checkbox', { name: /^Compare / });
    for (const i of [0, 1, 2, 3]) await user.click(picks[i]);
    const tray = screen.getByRole('region', { name: 'Jobs to compare' });
    expect(within(tray).getByRole('status')).toHaveTextContent(
      '4 of 4 jobs picked to compare: the most at once (remove one to pick another)',
    );
    within(tray).getByRole('button', { name: 'Clear' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Jobs to compare' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Showing \d+ of \d+ matches$/)).toHaveFocus();
  });

  it('a job picked to compare that its employer deleted leaves the pick, freeing a box', async () => {
    // Four picked in this tab, one of them since deleted (QA: 'Compare 4 jobs' over three named).
    const ids = db()
      .jobs.filter((j) => j.status === 'ACTIVE')
      .slice(0, 4)
      .map((j) => j.id);
    sessionStorage.setItem('compare-jobs', JSON.stringify(ids));
    db().jobs = db().jobs.filter((j) => j.id !== ids[3]);
    const { store } = renderApp('/saved-jobs', { user: 'seeker' });
    const tray = await screen.findByRole('region', { name: 'Jobs to compare' });
    await waitFor(() =>
      expect(within(tray).getByRole('status')).toHaveTextContent('3 of 4 jobs picked to compare'),
    );
    expect(store.getState().jobs.compare).toEqual(ids.slice(0, 3));
    expect(JSON.parse(sessionStorage.getItem('compare-jobs')!)).toEqual(ids.slice(0, 3));
  });

  it('with four picked, the tray names them, and Remove frees a pick from any page', async () => {
    const { user } = renderApp('/match-job-postings', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Best matches' });
    const picks = within(list).getAllByRole('checkbox', { name: /^Compare / });
    for (const i of [0, 1, 2, 3]) await user.click(picks[i]);
    const tray = screen.getByRole('region', { name: 'Jobs to compare' });
    const named = within(tray).getByRole('list', { name: 'Picked jobs' });
    const removes = await within(named).findAllByRole('button', { name: /^Remove .+ from the comparison$/ });
    expect(removes).toHaveLength(4);
    const first = picks[0].getAttribute('aria-label')!.replace(/^Compare /, '');
    await user.click(within(named).getByRole('button', { name: `Remove ${first} from the comparison` }));
    expect(within(tray).getByRole('status')).toHaveTextContent('3 of 4 jobs picked to compare');
    expect(within(tray).queryByRole('list', { name: 'Picked jobs' })).not.toBeInTheDocument();
    expect(within(tray).getByRole('button', { name: 'Clear' })).toHaveFocus();
    expect(picks[0]).not.toBeChecked();
    expect(picks[4]).toBeEnabled();
  });
});

describe('the search box', () => {
  const state = (query: string): SearchState => ({ query, jobType: [], workArrangement: [], page: 1 });

  it('keeps letters typed while the address takes its earlier words', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<SearchFilters value={state('')} onChange={onChange} />);
    const user = userEvent.setup();
    const box = screen.getByLabelText('Search jobs');
    await user.type(box, 'ba');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ query: 'ba' }, { replace: true }));
    // A letter typed before the address shows 'ba' (the router's update lands a render or more later).
    await user.type(box, 'c');
    rerender(<SearchFilters value={state('ba')} onChange={onChange} />);
    expect(box).toHaveValue('bac');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ query: 'bac' }, { replace: true }));
    // A change from outside (Back, a link) still puts its words in the box.
    rerender(<SearchFilters value={state('nurse')} onChange={onChange} />);
    expect(box).toHaveValue('nurse');
  });

  it('a filter ticked while the typed words wait is kept when they reach the address', async () => {
    const { user, router } = renderApp('/job-search', { user: 'seeker' });
    await screen.findByText(/jobs? found/);
    await user.type(screen.getByLabelText('Search jobs'), 'engineer');
    await user.click(screen.getByRole('checkbox', { name: 'Hybrid' }));
    await waitFor(() => expect(router.state.location.search).toContain('q=engineer'));
    expect(router.state.location.search).toContain('arrangement=Hybrid');
    expect(screen.getByRole('checkbox', { name: 'Hybrid' })).toBeChecked();
  });
});
