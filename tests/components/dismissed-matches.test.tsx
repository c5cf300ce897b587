import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { API } from '@/mocks/http';
import { server } from '@/mocks/node';
import { jobDto } from '@/mocks/serializers';
import { jobName } from '@/state/jobs/selectors';
import { renderApp } from './render';

/** The job each best match card opens, in order (its title's link). */
const cardLinks = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((a) => within(a).getAllByRole('link')[0].getAttribute('href'));

describe('dismissed best matches', () => {
  it('stay hidden for the visit: on the Overview, and back on the page with the count', async () => {
    const { user, router } = renderApp('/match-job-postings', { user: 'seeker' });
    let list = await screen.findByRole('list', { name: 'Best matches' });
    const before = cardLinks(list);
    const status = screen.getByText(/^Showing \d+ of \d+ matches$/);
    const total = Number(status.textContent!.match(/of (\d+)/)![1]);
    await user.click(within(list).getAllByRole('button', { name: /^Dismiss / })[0]);
    await user.click(within(list).getAllByRole('button', { name: /^Dismiss / })[0]);
    const kept = before.slice(2);
    const count = `Showing ${kept.length} of ${total - 2} matches`;
    expect(screen.getByRole('status')).toHaveTextContent(count);

    // Away to the Overview, which leaves them out of its preview, and Back: the page mounts afresh.
    await act(() => router.navigate('/job-seeker/dashboard'));
    const overview = await screen.findByRole('region', { name: 'Best matches' });
    await waitFor(() => expect(cardLinks(overview)).toEqual(kept.slice(0, 3)));
    // A card's parts are headed a level below its title (an h3 here, under the region's h2).
    const [card] = within(overview).getAllByRole('article');
    expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toContain('Your qualifications it asks for');
    await act(() => router.navigate(-1));
    list = await screen.findByRole('list', { name: 'Best matches' });
    expect(cardLinks(list)).toEqual(kept);
    expect(screen.getByRole('status')).toHaveTextContent(count);
  });

  it('Undo brings the last one dismissed back where it was, with focus on it', async () => {
    const { user } = renderApp('/match-job-postings', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Best matches' });
    const before = cardLinks(list);
    const second = within(list).getAllByRole('article')[1];
    const title = within(second).getAllByRole('link')[0].textContent!;
    // Its controls name the job by title and company: several matches may share a title.
    const dismiss = within(second).getByRole('button', { name: /^Dismiss / });
    const name = dismiss.getAttribute('aria-label')!.replace(/^Dismiss /, '');
    expect(name.startsWith(`${title} at `)).toBe(true);
    await user.click(dismiss);
    expect(cardLinks(list)).toEqual([before[0], ...before.slice(2)]);
    expect(screen.getByRole('status')).toHaveTextContent(`Dismissed ${name}. Showing`);
    await user.click(screen.getByRole('button', { name: `Undo dismiss of ${name}` }));
    expect(cardLinks(list)).toEqual(before);
    expect(within(list).getAllByRole('article')[1].querySelector('a[href]')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing/);
    expect(screen.queryByRole('button', { name: /^Undo dismiss/ })).not.toBeInTheDocument();
  });

  it('the Overview says so when every match loaded was dismissed, rather than that there are none', async () => {
    const job = db().jobs.find((j) => j.status === 'ACTIVE')!;
    server.use(
      http.get(`${API}/jobs/best-match`, () => HttpResponse.json({ jobs: [jobDto(job)], total: 1 })),
    );
    const { user, router } = renderApp('/match-job-postings', { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: `Dismiss ${jobName(jobDto(job))}` }));
    await act(() => router.navigate('/job-seeker/dashboard'));
    const overview = await screen.findByRole('region', { name: 'Best matches' });
    expect(await within(overview).findByText('You dismissed every match shown.')).toBeInTheDocument();
    expect(within(overview).queryByRole('article')).not.toBeInTheDocument();
  });
});
