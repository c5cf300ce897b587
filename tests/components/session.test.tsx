import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { db } from '@/mocks/db';
import { http, HttpResponse } from 'msw';
import { failNext } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderApp } from './render';

const pathOf = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('guards in the running app', () => {
  it('sends a visitor from a protected page to /login, and back after logging in', async () => {
    const { router, user } = renderApp('/saved-jobs');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    await user.type(await screen.findByLabelText('Email'), 'alex@demo.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(pathOf(router)).toBe('/saved-jobs'));
  });

  it('sends an employer away from job seeker pages to the employer dashboard', async () => {
    const { router } = renderApp('/saved-jobs', { user: 'employer' });
    await waitFor(() => expect(pathOf(router)).toBe('/employer/dashboard'));
  });

  it('keeps a user with an incomplete profile on setup-type pages', async () => {
    const { router } = renderApp('/job-seeker/dashboard', { user: 'newSeeker' });
    await waitFor(() => expect(pathOf(router)).toBe('/'));
    // The header offers it at once; the landing page's notice offers it again once its chunk has loaded.
    expect(await screen.findByText(/Pick up where you left off to open your dashboard/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Continue setup' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Continue setup' })).toHaveLength(2);
  });

  it('blocks the landing page once the profile is complete, but not the terms', async () => {
    const { router } = renderApp('/', { user: 'seeker' });
    await waitFor(() => expect(pathOf(router)).toBe('/job-seeker/dashboard'));
    await act(() => router.navigate('/terms-&-conditions'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(pathOf(router)).toBe('/terms-&-conditions');
  });

  it('goes back to the previous link when a guarded path is opened', async () => {
    const { router } = renderApp('/applied-jobs', { user: 'seeker' });
    expect(await screen.findByRole('heading', { level: 1, name: /Applied jobs/ })).toBeInTheDocument();
    await act(() => router.navigate('/my-organization'));
    await waitFor(() => expect(pathOf(router)).toBe('/applied-jobs'));
  });

  it('shows a 404 page for an unknown path', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/no/such/page');
  });

  it.each([
    ['/all-jobs-postings/zzz', 'employer'],
    ['/all-jobs-postings/toString', 'employer'],
    ['/jobs-posting/zzz', 'employer'],
    ['/employer/video-meetings/add', 'employer'],
    // Not found for everyone, as any unknown path: not a login, nor a job seeker's way home.
    ['/jobs-posting/zzz', undefined],
    ['/all-jobs-postings/zzz', 'seeker'],
    // A kind written in other letters is no kind either: it got past the guard to the employer's page (QA).
    ['/jobs-posting/addjob', undefined],
    ['/jobs-posting/addjob', 'seeker'],
    ['/ALL-JOBS-POSTINGS/LIST', undefined],
    ['/employer/video-meetings/PAST', 'seeker'],
    // Nor is the path without its kind written in other letters (it opened the app around a redirect).
    ['/Employer/Video-Meetings', undefined],
    ['/ALL-JOBS-POSTINGS', 'employer'],
  ] as const)('shows the 404 page for %s, a kind of page the path does not have (%s)', async (path, who) => {
    const { router } = renderApp(path, who ? { user: who } : undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(pathOf(router)).toBe(path);
    await waitFor(() => expect(document.title).toBe('Page not found · Sensiworks'));
    // Neither the list nor the form under it, nor the signed-in app around it (a visitor saw an empty menu).
    expect(screen.queryByRole('button', { name: /Post job|Schedule a meeting/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('session', () => {
  it("clears the session on a 401, says 'Unauthorized' and forces logout", async () => {
    const { router } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
    db().sessions = {}; // the server forgets the session
    await act(() => router.navigate('/saved-jobs'));
    // Any signed-in call now fails with 401; the user record is re-read on the next sign-in anyway,
    // so trigger a call the way a screen would.
    const { api } = await import('@/api/client');
    await act(async () => {
      await api.get('/users/1').catch(() => undefined);
    });
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a session whose stored token is gone ends at the next call: Unauthorized once, then /login', async () => {
    const said = vi.spyOn(toast, 'error');
    const { router } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    localStorage.removeItem('token'); // in this tab: no storage event
    await act(() => router.navigate('/applied-jobs'));
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(said.mock.calls).toEqual([['Unauthorized']]);
    said.mockRestore();
  });

  it('a forced logout says Unauthorized once: the calls it cancels say nothing', async () => {
    const said = vi.spyOn(toast, 'error');
    const { router, store } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    // A list is still loading (its answer held) when the session ends; ending it aborts that call.
    let sent = false;
    server.use(
      http.get('*/user-jobs/status', async () => {
        sent = true;
        await new Promise(() => {});
      }),
    );
    const { SeekerJobsApi } = await import('@/state/jobs/seekerEndpoints');
    act(() => {
      void store.dispatch(SeekerJobsApi.endpoints.getJobsByStatus.initiate('VIEWED'));
    });
    await waitFor(() => expect(sent).toBe(true));
    db().sessions = {};
    const { api } = await import('@/api/client');
    await act(async () => {
      await api.get('/users/1').catch(() => undefined);
    });
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(said.mock.calls).toEqual([['Unauthorized']]);
    said.mockRestore();
  });

  it('a 401 answering a call sent with an earlier session does not end the new one', async () => {
    const { router } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    // The server holds this call's answer (a 401) until the user has signed in again.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    let sent = false;
    server.use(
      http.get('*/users/424242', async () => {
        sent = true;
        await held;
        return HttpResponse.json({ status: 401, message: 'Unauthorized' }, { status: 401 });
      }),
    );
    const { api } = await import('@/api/client');
    const late = api.get('/users/424242').catch((e: unknown) => e);
    await waitFor(() => expect(sent).toBe(true));
    db().sessions.fresh = 1;
    localStorage.setItem('token', 'fresh');
    answer();
    await act(async () => {
      expect(await late).toMatchObject({ code: 'UNAUTHORIZED' });
    });
    expect(pathOf(router)).toBe('/job-seeker/dashboard');
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('logs out from the account menu: clears storage and opens /login', async () => {
    const { router, user } = renderApp('/employer/dashboard', { user: 'employer' });
    // A confirmation still on screen stays with the session: the login page does not show it.
    act(() => toast.success('Profile updated successfully!'));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Account menu for Morgan Lee/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(Object.keys(db().sessions)).toHaveLength(0);
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it("says 'Logout failed' and goes to / when the server refuses the logout", async () => {
    const { router, user } = renderApp('/employer/dashboard', { user: 'employer' });
    failNext({ path: '/auth/logout', status: 400 });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    await waitFor(() => expect(pathOf(router)).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs out when another tab logs out', async () => {
    const { router } = renderApp('/calendar', { user: 'seeker' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'x', newValue: null }));
    });
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
  });

  it("shows 'could not fetch profile' when the user record cannot be read", async () => {
    failNext({ path: '/users/1', status: 400, message: 'boom' });
    renderApp('/job-seeker/dashboard', { user: 'seeker' });
    expect(await screen.findByText('could not fetch profile')).toBeInTheDocument();
  });
});

describe('app layout menu', () => {
  it('groups the job seeker menu as the spec says, with message counts', async () => {
    renderApp('/job-seeker/dashboard', { user: 'seeker' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const groups = within(nav).getAllByRole('list');
    expect(groups.map((g) => g.getAttribute('aria-labelledby'))).toEqual([
      'menu-Dashboard',
      'menu-Sensichat',
      'menu-Jobs for you',
    ]);
    const chat = within(nav).getByRole('list', { name: 'Sensichat' });
    expect(
      within(chat)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/messages/inbox', '/messages/starred', '/messages/trash']);
    expect(within(chat).getAllByLabelText(/unread/)).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: /Overview/ })).toHaveAttribute('aria-current', 'page');
  });

  it('gives the employer its own menu entries', async () => {
    renderApp('/employer/dashboard', { user: 'employer' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      [/Job postings/, '/all-jobs-postings/list'],
      [/Post a job/, '/jobs-posting/addJob'],
      [/Video meetings/, '/employer/video-meetings/list'],
      [/My organization/, '/my-organization'],
      [/Best-match review/, '/active-match-job'],
    ] as const) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
