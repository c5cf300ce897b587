import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from './render';

/** The job each card opens, in order (its title's link). */
const cardLinks = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((a) => within(a).getAllByRole('link')[0].getAttribute('href'));

/** Opens a card's job and waits until the job is recorded as VIEWED (which ranks the best matches anew). */
async function openJob(user: ReturnType<typeof renderApp>['user'], link: HTMLElement) {
  const id = Number(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('jobId'));
  await user.click(link);
  await screen.findByRole('heading', { level: 2, name: 'About the job' });
  await waitFor(() =>
    expect(db().userJobs.some((u) => u.jobId === id && u.history.includes('VIEWED'))).toBe(true),
  );
}

describe('Back returns to a list as it was left', () => {
  it('best matches: the pages loaded, in the same order, with the same count', async () => {
    const { user, router } = renderApp('/match-job-postings', { user: 'seeker' });
    await screen.findByRole('list', { name: 'Best matches' });
    await user.click(screen.getByRole('button', { name: 'Show more matches' }));
    const list = screen.getByRole('list', { name: 'Best matches' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(20));
    const before = cardLinks(list);
    const count = screen.getByRole('status').textContent;

    await openJob(user, within(within(list).getAllByRole('article')[15]).getAllByRole('link')[0]);
    await act(() => router.navigate(-1));
    const back = await screen.findByRole('list', { name: 'Best matches' });
    // Not asked for again: no refresh under way, and nothing moved.
    expect(back).not.toHaveAttribute('aria-busy');
    expect(cardLinks(back)).toEqual(before);
    expect(screen.getByRole('status')).toHaveTextContent(count!);
  });

  it('best matches reached by a link (a new entry) are ranked afresh: the job just viewed counts', async () => {
    const { user, router } = renderApp('/match-job-postings', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Best matches' });
    const before = cardLinks(list);
    await openJob(user, within(within(list).getAllByRole('article')[5]).getAllByRole('link')[0]);
    await act(() => router.navigate('/match-job-postings'));
    await waitFor(() =>
      expect(cardLinks(screen.getByRole('list', { name: 'Best matches' }))).not.toEqual(before),
    );
  });

  it('job search: the results shown, not searched again (a job posted meanwhile waits for a new search)', async () => {
    const { user, router } = renderApp('/job-search?q=engineer', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Search results' });
    const found = (await screen.findByText(/^\d+ jobs found$/)).textContent!;
    const before = cardLinks(list);
    await openJob(user, within(within(list).getAllByRole('article')[3]).getAllByRole('link')[0]);
    const posted = db().jobs.find((j) => j.status === 'ACTIVE' && /engineer/i.test(j.title))!;
    db().jobs.push({ ...posted, id: 99001, createdAt: new Date().toISOString() });
    await act(() => router.navigate(-1));
    const back = await screen.findByRole('list', { name: 'Search results' });
    expect(back).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toHaveTextContent(found);
    expect(cardLinks(back)).toEqual(before);
  });
});
