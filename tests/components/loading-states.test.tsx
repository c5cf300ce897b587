import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { failNext, mockConfig } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderApp } from './render';

/** Holds the answers to a path until released: the screen is seen as it is while its data is on the way. */
function hold(path: string) {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  server.use(
    http.get(path, async () => {
      await held;
      return undefined; // then the mock backend answers as usual
    }),
  );
  return release;
}

describe('screens while their data is on the way say nothing that reads as data', () => {
  it('the seeker’s dashboard says nothing of the profile’s completion until the profile is in', async () => {
    const release = hold('*/users/jobseeker-basic-info');
    renderApp('/job-seeker/dashboard', { user: 'seeker' });
    expect(await screen.findByText('Profile completion: –')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Complete your profile' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(/^Profile completion: \d+%$/)).toBeInTheDocument();
  });

  it('the applicants list gives no count until it is in', async () => {
    const release = hold('*/users/applied-job-seekers/1');
    renderApp('/all-jobs-postings/applicants?jobId=1', { user: 'employer' });
    expect(await screen.findByText(/^Check 2 to 4 to compare them\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/0 applicants/)).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(/^\d+ applicants?, best match first\./)).toBeInTheDocument();
  });

  it('the job postings show no pager until the jobs are in', async () => {
    const release = hold('*/jobs/jobs-for-employer');
    renderApp('/all-jobs-postings/list', { user: 'employer' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/0–0 of 0/)).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(/^1–\d+ of \d+$/)).toBeInTheDocument();
  });

  it('the job postings show no pager under a failure, even with the last list in', async () => {
    // QA: '1–20 of 60' and Next stayed under the error panel, from the list shown before.
    const { user } = renderApp('/all-jobs-postings/list', { user: 'employer' });
    expect(await screen.findByText(/^1–\d+ of \d+$/)).toBeInTheDocument();
    failNext({ path: '/jobs/jobs-for-employer', status: 500 });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Most applicants' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(/^1–\d+ of \d+$/)).not.toBeInTheDocument();
  });

  it('the job postings keep the last list while another sort loads, marked busy until the new one is in', async () => {
    const { user } = renderApp('/all-jobs-postings/list', { user: 'employer' });
    const table = await screen.findByRole('table', { name: 'Job postings' });
    expect(table).toHaveAttribute('aria-busy', 'false');
    const release = hold('*/jobs/jobs-for-employer');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Most applicants' }));
    const busy = await screen.findByRole('table', { name: 'Job postings' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // Its rows cannot be opened or acted on meanwhile.
    expect(busy).toHaveAttribute('inert');
    release();
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Job postings' })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(screen.getByRole('table', { name: 'Job postings' })).not.toHaveAttribute('inert');
  });

  it('“No jobs match” is marked busy, not said of the next search, while that search loads', async () => {
    renderApp('/all-jobs-postings/list?q=zzzzqqq', { user: 'employer' });
    const none = await screen.findByText('No jobs match. Try another search or filter.');
    expect(none).toHaveAttribute('aria-busy', 'false');
    const release = hold('*/jobs/jobs-for-employer');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs' }), { target: { value: 'Nurse' } });
    await waitFor(() => expect(screen.getByText(/^No jobs match/)).toHaveAttribute('aria-busy', 'true'));
    release();
    expect(await screen.findByRole('table', { name: 'Job postings' })).toHaveAttribute('aria-busy', 'false');
  });

  it('the calendar’s agenda says it is loading, not that there are no meetings', async () => {
    const release = hold('*/meetings/user-meeting');
    const { user } = renderApp('/calendar', { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: 'Agenda' }));
    expect(await screen.findByText('Loading meetings…')).toBeInTheDocument();
    expect(screen.queryByText(/no meetings in this range/)).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: /\d{1,2}:\d{2}\s?(am|pm)/i })).toBeInTheDocument();
    expect(screen.queryByText('Loading meetings…')).not.toBeInTheDocument();
  });

  it('the calendar’s month says it is loading over its grid, not a month with no meetings', async () => {
    const release = hold('*/meetings/user-meeting');
    renderApp('/calendar', { user: 'employer' });
    expect(await screen.findByRole('progressbar', { name: 'Loading meetings' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('the account avatar shows a person icon, not an email initial, until the user is in', async () => {
    const release = hold('*/users/3');
    renderApp('/employer/dashboard', { user: 'employer' });
    const account = await screen.findByRole('button', { name: /^Account menu for/ });
    expect(account).not.toHaveTextContent('H');
    expect(within(account).getByTestId('PersonIcon')).toBeInTheDocument();
    release();
    await waitFor(() => expect(account).toHaveTextContent('ML'));
  });
});

describe('a settings page whose account could not be loaded', () => {
  it.each([
    ['employer', '/employer/settings'],
    ['seeker', '/job-seeker/settings'],
  ] as const)('says so with Retry, not a grey box for ever (%s)', async (user, path) => {
    // Every load of the user fails (the layout's avatar asks for it too) until Retry is pressed.
    failNext({ method: 'GET', path: '/users/{id}', exact: true, status: 500, times: 100 });
    const { user: u } = renderApp(path, { user });
    const account = await screen.findByRole('region', { name: 'Account' });
    const alert = await within(account).findByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    expect(within(account).queryByLabelText('Loading your account')).not.toBeInTheDocument();
    mockConfig.failures.length = 0;
    await u.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(account).findByRole('textbox', { name: /First name/ })).toBeInTheDocument();
    expect(within(account).queryByRole('alert')).not.toBeInTheDocument();
  });
});
