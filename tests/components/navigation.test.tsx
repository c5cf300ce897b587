import { act, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { paths } from '@/app/paths';
import { installPrefetch, routeObjects } from '@/app/router';
import { renderApp } from './render';

type Router = ReturnType<typeof renderApp>['router'];

/** Every location the router goes through from now on, in order (a flash on the way shows up here). */
function trail(router: Router) {
  const seen: string[] = [];
  let last = router.state.location.key;
  router.subscribe((state) => {
    if (state.location.key === last) return;
    last = state.location.key;
    seen.push(state.location.pathname);
  });
  return seen;
}

async function logIn(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo@1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('a move to another page', () => {
  it('says the new page and puts focus that fell to the page on its heading', async () => {
    const { user } = renderApp('/job-search', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Search results' });
    const link = within(list).getAllByRole('link')[0];
    const title = link.textContent!;
    // The link goes with the old page: focus would fall to the page's body.
    await user.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/^.+ · Sensiworks$/)).toHaveAttribute('aria-live', 'polite');
  });

  it('leaves focus where it is when it has a place: a menu link stays focused', async () => {
    const { user } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
    const saved = screen.getAllByRole('link', { name: /^Saved jobs/ })[0];
    await user.click(saved);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved jobs' })).toBeInTheDocument();
    await act(() => new Promise((frame) => requestAnimationFrame(frame)));
    expect(saved).toHaveFocus();
  });
});

describe('every redirect goes straight to its destination in one navigation', () => {
  it('an employer without a company goes from the landing page to login to company setup, nowhere else', async () => {
    const { router, user } = renderApp('/');
    const seen = trail(router);
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    await logIn(user, 'sam@startup.test');
    // The setup names its step in the address once the company is read: the address it settles on, in place of
    // its first (a replace, no new entry). Waiting for the heading alone raced that replace under load.
    await waitFor(() => expect(router.state.location.search).toBe('?step=company'));
    expect(router.state.location.pathname).toBe('/employer/profile-setup');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(seen).toEqual(['/login', '/employer/profile-setup', '/employer/profile-setup']);
  });

  it('a visitor sent to log in from a protected page returns to it', async () => {
    const { router, user } = renderApp('/saved-jobs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const seen = trail(router);
    await logIn(user, 'alex@demo.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved-jobs'));
    expect(seen).toEqual(['/saved-jobs']);
  });

  it('a visitor sent to log in who looks at Forgot password and comes back still returns to the page', async () => {
    const { router, user } = renderApp('/job-description?jobId=105');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await user.click(await screen.findByRole('link', { name: 'Back to log in' }));
    await logIn(user, 'alex@demo.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-description'));
    expect(router.state.location.search).toBe('?jobId=105');
  });

  it('logging in on a login page reached by Back goes on to the home page, not further back', async () => {
    const { router, user } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Sensiworks' });
    await act(() => router.navigate('/login'));
    await act(() => router.navigate('/signup/jobseeker'));
    await act(() => router.navigate(-1));
    await logIn(user, 'alex@demo.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
  });

  it('logging out goes to /login once', async () => {
    const { router, user } = renderApp('/employer/dashboard', { user: 'employer' });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    const seen = trail(router);
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(seen).toEqual(['/login']);
    // The menu item went with the app: focus goes to the login page's heading, and the move is said, at once.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByText('Log in · Sensiworks')).toHaveAttribute('aria-live', 'polite');
  });

  it('a 401 goes to /login once', async () => {
    const { router } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const seen = trail(router);
    db().sessions = {};
    const { api } = await import('@/api/client');
    await act(async () => {
      await api.get('/users/1').catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(seen).toEqual(['/login']);
  });

  it("a guarded page sends a signed-in user to the role's dashboard once", async () => {
    const { router } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const seen = trail(router);
    await act(() => router.navigate('/employer/dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/dashboard'));
    expect(seen).toEqual(['/employer/dashboard', '/job-seeker/dashboard']);
  });

  it('a path without its kind of page keeps its query on the way', async () => {
    const { router } = renderApp('/employer/video-meetings?from=mail', { user: 'employer' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/video-meetings/list'));
    expect(router.state.location.search).toBe('?from=mail');
  });

  it.each([
    ['/employer/video-meetings', '/employer/video-meetings/list', 'Video meetings'],
    ['/all-jobs-postings/', '/all-jobs-postings/list', 'Job postings'],
    ['/jobs-posting', '/jobs-posting/addJob', 'Post a job'],
  ])('a path without its kind of page (%s) opens its first kind, in its place', async (from, to, heading) => {
    const { router } = renderApp(from, { user: 'employer' });
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('a visitor at a path without its kind of page logs in and goes on to it', async () => {
    const { router, user } = renderApp('/employer/video-meetings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const seen = trail(router);
    await logIn(user, 'hr@acme.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/video-meetings/list'));
    expect(seen).toEqual(['/employer/video-meetings', '/employer/video-meetings/list']);
  });

  it("a job seeker at an employer's path without its kind of page goes home once", async () => {
    const { router } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
    const seen = trail(router);
    await act(() => router.navigate('/all-jobs-postings'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/dashboard'));
    expect(seen).toEqual(['/all-jobs-postings', '/job-seeker/dashboard']);
  });
});

describe('prefetch on intent', () => {
  /** Watches the preload of the screen each path opens (the route table's handle.preload, what prefetch calls). */
  function watchPreloads(...pathnames: string[]) {
    return pathnames.map((pathname) => {
      const leaf = matchRoutes(routeObjects, pathname)!.at(-1)!.route;
      return vi.spyOn(leaf.handle as { preload: () => void }, 'preload');
    });
  }
  afterEach(() => vi.restoreAllMocks());

  it('hovering a link loads the screen it leads to; working in the login form loads the dashboards', async () => {
    installPrefetch();
    const [login, seekerHome, employerHome] = watchPreloads(
      paths.login,
      paths.jobSeeker.dashboard,
      paths.employer.dashboard,
    );
    const { user } = renderApp('/');
    const logInLink = (await screen.findAllByRole('link', { name: 'Log in' }))[0];
    await user.hover(logInLink);
    expect(login).toHaveBeenCalledTimes(1);
    expect(seekerHome).not.toHaveBeenCalled();

    await user.click(logInLink);
    await user.click(await screen.findByLabelText('Email'));
    expect(seekerHome).toHaveBeenCalledTimes(1);
    expect(employerHome).toHaveBeenCalledTimes(1);
  });
});

describe('the app menu on a small screen', () => {
  it('opens as a dialog named Menu (axe: a dialog needs a name)', async () => {
    const { user } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('closes when its logo is followed home, as it does for its other links', async () => {
    const { user, router } = renderApp('/saved-jobs', { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Sensiworks home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/dashboard'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it("a page chosen in it takes focus to its heading, not back to the menu's button", async () => {
    const { user } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: /^Saved jobs/ }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Saved jobs' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Closed by Escape, with no page chosen, it gives focus back to its button.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  });

  it("a page chosen in the account menu takes focus to its heading, not back to the menu's button", async () => {
    const { user } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: /account/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
