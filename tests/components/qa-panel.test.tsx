import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { broker, db, exportState, openSession } from '@/mocks/node';
import QaPanel from '@/mocks/qa/QaPanel';
import { ERRORS } from '@/lib/messages';
import { paths } from '@/app/paths';
import { renderApp, renderTool, signIn } from './render';

/**
 * The QA panel drives the mock; each control changes what the app then shows. The panel and the app are two
 * React roots in mock mode (the panel sits beside the app), so each test renders the panel, acts, closes it
 * and renders the app. Where the panel would load a page it calls navigate, which the test records.
 */
function openPanel() {
  const navigate = vi.fn<(url: string) => void>();
  const onClose = vi.fn();
  const view = renderTool(<QaPanel open onClose={onClose} navigate={navigate} />);
  const tab = (name: string) => view.user.click(screen.getByRole('tab', { name }));
  return { ...view, navigate, onClose, tab, close: () => view.unmount() };
}

/** Picks an option of a labelled select by its value (the calls' values are their text: GET /jobs/{id}). */
async function choose(user: ReturnType<typeof openPanel>['user'], label: string, value: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), value);
}

describe('QA panel: network', () => {
  it('latency: the search shows its loading state, and the log shows the wait', async () => {
    const panel = openPanel();
    await panel.tab('Network');
    const latency = screen.getByRole('textbox', { name: 'Latency (ms)' });
    await panel.user.clear(latency);
    await panel.user.type(latency, '300');
    panel.close();

    renderApp('/job-search', { user: 'seeker' });
    expect(await screen.findByLabelText('Loading Search results')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();

    const again = openPanel();
    await again.tab('Call log');
    await again.user.type(screen.getByRole('textbox', { name: 'Filter calls' }), 'search-jobs');
    const log = screen.getByRole('region', { name: 'Call log' });
    const row = within(log).getAllByRole('row')[1];
    const ms = Number(within(row).getByText(/ ms$/).textContent!.replace(' ms', ''));
    expect(ms).toBeGreaterThanOrEqual(300);
  });

  it('says why a latency is not taken, and keeps what was typed', async () => {
    const panel = openPanel();
    await panel.tab('Network');
    const latency = screen.getByRole('textbox', { name: 'Latency (ms)' });
    await panel.user.clear(latency);
    await panel.user.type(latency, '20000');
    expect(latency).toHaveValue('20000');
    expect(latency).toHaveAccessibleDescription('Enter a whole number from 0 to 10,000');
  });

  it.each([
    // The catalogue's mapping of each status is the client's (tests/unit/errors.test.ts); here, that the
    // panel's answer reaches the screen, with an HTTP status and with no response at all.
    ['500', ERRORS.server],
    ['network', ERRORS.generic],
  ])('fail the next search with %s: the search shows "%s"', async (answer, message) => {
    const panel = openPanel();
    await panel.tab('Network');
    await choose(panel.user, 'Call', 'GET /jobs/search-jobs');
    await choose(panel.user, 'Answer', answer);
    await panel.user.click(screen.getByRole('button', { name: 'Fail the next call' }));
    expect(
      within(screen.getByRole('list', { name: 'Waiting to fail' })).getByText(/GET \/jobs\/search-jobs/),
    ).toBeInTheDocument();
    panel.close();

    renderApp('/job-search', { user: 'seeker' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('a failure rate of 50 % with 500: about half the calls fail', async () => {
    const panel = openPanel();
    await panel.tab('Network');
    const rate = screen.getByRole('textbox', { name: 'Failure rate (%)' });
    await panel.user.clear(rate);
    await panel.user.type(rate, '50');
    await choose(panel.user, 'Failed calls answer', '500');
    panel.close();
    const token = signIn('seeker').id;
    const statuses = await Promise.all(
      Array.from({ length: 60 }, async () => {
        const res = await fetch('http://localhost/api/v1/lookup/industries', {
          headers: { Authorization: `Bearer test-token-${token}` },
        });
        return res.status;
      }),
    );
    const failed = statuses.filter((s) => s === 500).length;
    // 60 calls at 50 %: 8 to 52 failures is six standard deviations either side.
    expect(failed).toBeGreaterThanOrEqual(8);
    expect(failed).toBeLessThanOrEqual(52);
  });

  it('copies a link to the scenario', async () => {
    const panel = openPanel();
    await panel.tab('Network');
    const latency = screen.getByRole('textbox', { name: 'Latency (ms)' });
    await panel.user.clear(latency);
    await panel.user.type(latency, '3000');
    await choose(panel.user, 'Call', 'POST /jobs');
    await panel.user.click(screen.getByRole('button', { name: 'Fail the next call' }));
    await panel.user.click(screen.getByRole('button', { name: 'Copy link to this scenario' }));
    const link = screen.getByRole('textbox', { name: 'Scenario link' });
    expect((link as HTMLInputElement).value).toMatch(
      /\?mock\.latency=3000&mock\.failRate=0&mock\.fail=POST:\/jobs:500$/,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Link to this scenario copied.');
    // Read inside waitFor and closed before the test ends: on a fast run the dialog's fade-in (225 ms) is still
    // running here, and its timer would otherwise fire outside act (React warned, once in a dozen runs).
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe((link as HTMLInputElement).value),
    );
    panel.close();
  });
});

describe('QA panel: accounts', () => {
  it('signs in as a seeded job seeker in one click: their dashboard', async () => {
    const panel = openPanel();
    await panel.user.click(
      screen.getByRole('button', { name: /^Sign in as Alex Rivera, job seeker, complete profile/ }),
    );
    expect(panel.navigate).toHaveBeenCalledWith('/job-seeker/dashboard');
    panel.close();
    renderApp('/job-seeker/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Alex' })).toBeInTheDocument();
  });

  it('signs in as an employer with an incomplete profile: their setup', async () => {
    const panel = openPanel();
    await panel.user.click(
      screen.getByRole('button', { name: /^Sign in as Sam Patel, employer, incomplete profile/ }),
    );
    const [url] = panel.navigate.mock.calls[0];
    panel.close();
    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Your company' })).toBeInTheDocument();
  });

  it('signs in as any other seeded user', async () => {
    const panel = openPanel();
    const priya = db().users.find((u) => u.firstName === 'Priya')!;
    await choose(panel.user, 'Seeded user', String(priya.id));
    await panel.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(panel.navigate).toHaveBeenCalledWith('/employer/dashboard');
    expect(localStorage.getItem('email')).toBe(priya.email);
  });

  it('creates a fresh job seeker at setup step 3: setup opens at step 3', async () => {
    const panel = openPanel();
    await choose(panel.user, 'Setup step', '3');
    await panel.user.click(screen.getByRole('button', { name: 'Create and sign in' }));
    const [url] = panel.navigate.mock.calls[0];
    panel.close();
    renderApp(url);
    expect(await screen.findByRole('heading', { name: /^Step 3 of 6/ })).toBeInTheDocument();
  });

  it('creates a fresh employer with a company and no plan: setup asks for the plan', async () => {
    const panel = openPanel();
    await choose(panel.user, 'Role', '2');
    await choose(panel.user, 'Setup step', '1');
    await panel.user.click(screen.getByRole('button', { name: 'Create and sign in' }));
    const [url] = panel.navigate.mock.calls[0];
    panel.close();
    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Choose a plan' })).toBeInTheDocument();
  });
});

describe('QA panel: session and realtime', () => {
  it('expire session now: the next call logs the user out with the catalogue message', async () => {
    signIn('seeker');
    const panel = openPanel();
    await panel.tab('Session and realtime');
    await panel.user.click(screen.getByRole('button', { name: 'Expire session now' }));
    panel.close();
    const { router } = renderApp(paths.jobSeeker.savedJobs);
    expect(await screen.findByText(ERRORS.unauthorized)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('pause socket: pushes wait and are counted until resumed', async () => {
    const panel = openPanel();
    await panel.tab('Session and realtime');
    const pause = screen.getByRole('switch', { name: 'Pause socket (messages queue until resumed)' });
    await panel.user.click(pause);
    broker.publishToUser(1, '/user/queue/x', {});
    // The count is read when the panel draws: the next setting change or call redraws it.
    await panel.user.click(screen.getByRole('button', { name: 'Drop socket now' }));
    expect(screen.getByText('Paused: 1 message waiting.')).toBeInTheDocument();
    await panel.user.click(pause);
    expect(screen.getByText('The socket delivers messages as they come.')).toBeInTheDocument();
    expect(broker.queued()).toBeNull();
  });
});

describe('QA panel: data', () => {
  it('"Empty account": the job search and saved jobs are empty', async () => {
    const panel = openPanel();
    await panel.tab('Data');
    await panel.user.click(screen.getByRole('button', { name: 'Empty account' }));
    expect(panel.navigate).toHaveBeenCalled();
    panel.close();
    renderApp('/job-search', { user: 'seeker' });
    // Nothing typed or picked: nothing to loosen, so it says no job is open.
    expect(await screen.findByText('No jobs are open right now. Check back soon.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 jobs found');
  });

  it('imports a state file: the same data, as the same user', async () => {
    db().jobs.find((j) => j.id === 1)!.title = 'Imported Lighthouse Keeper';
    const session = openSession(db().users.find((u) => u.id === 1)!);
    const file = new File([JSON.stringify(exportState(session))], 'state.json', { type: 'application/json' });
    db().jobs.find((j) => j.id === 1)!.title = 'Something else';
    const panel = openPanel();
    await panel.tab('Data');
    await panel.user.upload(screen.getByLabelText('Import state file'), file);
    await waitFor(() => expect(panel.navigate).toHaveBeenCalledWith('/job-seeker/dashboard'));
    panel.close();
    renderApp('/job-search?q=lighthouse');
    expect(await screen.findByRole('heading', { name: 'Imported Lighthouse Keeper' })).toBeInTheDocument();
  });

  it('says so when the file is not an export', async () => {
    const panel = openPanel();
    await panel.tab('Data');
    await panel.user.upload(
      screen.getByLabelText('Import state file'),
      new File(['{}'], 'x.json', { type: 'application/json' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This JSON file is not a mock state export.');
    expect(panel.navigate).not.toHaveBeenCalled();
  });
});

describe('QA panel: call log', () => {
  it('lists calls newest first, filters to injected ones, and copies them', async () => {
    const panel = openPanel();
    await panel.tab('Network');
    await panel.user.click(screen.getByRole('button', { name: 'Fail the next call' }));
    panel.close();
    renderApp('/job-search', { user: 'seeker' });
    await screen.findByRole('alert');

    const again = openPanel();
    await again.tab('Call log');
    await again.user.click(screen.getByRole('checkbox', { name: 'Injected failures only' }));
    const rows = within(screen.getByRole('region', { name: 'Call log' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(/GET\/jobs\/search-jobs.*500.*injected/);
    await again.user.click(screen.getByRole('button', { name: 'Copy log' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 calls copied.');
    expect(await navigator.clipboard.readText()).toMatch(
      /^time\tmethod\tpath\tstatus\tduration\tinjected\n.*\tGET\t\/jobs\/search-jobs.*\t500\t.*\tinjected$/,
    );
  });
});
