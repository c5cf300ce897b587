import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from './render';

const CLOSED = 'No longer accepting applications';
const ML = 43; // Acme's Machine Learning Engineer, Austin, TX (QA's job)
const APPLIED = 18; // Alex applied to it (seed)

/** What the employer's Deactivate does to the job. */
const deactivate = (id: number) => (db().jobs.find((j) => j.id === id)!.status = 'INACTIVE');
const titleOf = (id: number) => db().jobs.find((j) => j.id === id)!.title;
/** A job as its controls name it: its title and company. */
const nameOf = (id: number) => {
  const job = db().jobs.find((j) => j.id === id)!;
  return `${job.title} at ${db().companies.find((c) => c.id === job.companyId)!.companyName}`;
};
const save = (jobId: number) =>
  db().userJobs.push({
    id: 9000,
    userId: 1,
    jobId,
    status: 'SAVED',
    history: ['SAVED'],
    updatedAt: '2030-01-01',
  });
const cardOf = (list: HTMLElement, id: number) =>
  within(list)
    .getByRole('link', { name: titleOf(id) })
    .closest('article') as HTMLElement;

describe('a job the employer deactivated, as the job seeker meets it', () => {
  it('a saved one says it is closed and offers no Apply; the other saved jobs still do', async () => {
    save(ML);
    deactivate(ML);
    renderApp('/saved-jobs', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Saved jobs' });
    const card = cardOf(list, ML);
    expect(within(card).getByText(CLOSED)).toBeInTheDocument();
    expect(within(card).getByText('Saved', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Apply|Save/ })).not.toBeInTheDocument();
    const open = within(list)
      .getAllByRole('article')
      .filter((a) => a !== card);
    expect(open).toHaveLength(2);
    for (const other of open) {
      expect(within(other).queryByText(CLOSED)).not.toBeInTheDocument();
      expect(within(other).getByRole('button', { name: /^Apply to / })).toBeEnabled();
    }
  });

  it('its page says it is closed and offers neither Save nor Apply', async () => {
    deactivate(ML);
    renderApp(`/job-description?jobId=${ML}`, { user: 'seeker' });
    expect(await screen.findByRole('heading', { level: 1, name: titleOf(ML) })).toBeInTheDocument();
    expect(screen.getByText(CLOSED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply|Save/ })).not.toBeInTheDocument();
  });

  it('an application made before it closed keeps its status, on its page and in the applied list', async () => {
    deactivate(APPLIED);
    const { unmount } = renderApp(`/job-description?jobId=${APPLIED}`, { user: 'seeker' });
    expect(await screen.findByRole('button', { name: `Applied to ${nameOf(APPLIED)}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText(CLOSED)).toBeInTheDocument();
    expect(screen.getByText('Application Submitted')).toBeInTheDocument();
    unmount();

    renderApp('/applied-jobs', { user: 'seeker' });
    const card = cardOf(await screen.findByRole('list', { name: 'Applied jobs' }), APPLIED);
    expect(within(card).getByText(CLOSED)).toBeInTheDocument();
    expect(within(card).getByText('Application Submitted')).toBeInTheDocument();
  });

  it('the overview and a comparison say which job is closed', async () => {
    deactivate(APPLIED);
    const { unmount } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    const recent = screen.getByRole('region', { name: 'Recent applications' });
    const item = (await within(recent).findByRole('link', { name: titleOf(APPLIED) })).closest('li')!;
    expect(item).toHaveTextContent(CLOSED);
    expect(within(recent).getAllByText(new RegExp(CLOSED))).toHaveLength(1);
    unmount();

    renderApp(`/compare-jobs/${APPLIED},${ML}`, { user: 'seeker' });
    const [closed, open] = within(await screen.findByRole('table')).getAllByRole('columnheader');
    expect(closed).toHaveTextContent(`${titleOf(APPLIED)} ${CLOSED}`);
    expect(open).toHaveTextContent(titleOf(ML));
    expect(open).not.toHaveTextContent(CLOSED);
  });

  it('closed while its page was open: Apply is refused with the server’s reason and the page catches up', async () => {
    const { user } = renderApp(`/job-description?jobId=${ML}`, { user: 'seeker' });
    const apply = await screen.findByRole('button', { name: `Apply to ${nameOf(ML)}` });
    deactivate(ML);
    await user.click(apply);
    expect(await screen.findByText('This job is no longer accepting applications')).toBeInTheDocument();
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply|Save/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(db().userJobs.find((u) => u.userId === 1 && u.jobId === ML)?.status).toBe('VIEWED'),
    );
  });

  it('closed while its page was open: Save is refused the same way and the page catches up', async () => {
    const { user } = renderApp(`/job-description?jobId=${ML}`, { user: 'seeker' });
    const save = await screen.findByRole('button', { name: `Save ${nameOf(ML)}` });
    deactivate(ML);
    await user.click(save);
    expect(await screen.findByText('This job is no longer accepting applications')).toBeInTheDocument();
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply|Save/ })).not.toBeInTheDocument();
  });
});
