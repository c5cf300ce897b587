import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESTORED_AFTER_SIGN_OUT } from '@/components/form/FormDraft';
import { browserPage } from '@/realtime/session';
import { renderApp } from './render';

/** What another tab's sign-in leaves in the shared storage, and the events this tab hears of it. */
function signInElsewhere(id: number, token: string) {
  const before = { token: localStorage.getItem('token'), id: localStorage.getItem('id') };
  localStorage.setItem('token', token);
  localStorage.setItem('id', String(id));
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', oldValue: before.token, newValue: token }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'id', oldValue: before.id, newValue: String(id) }),
    );
  });
}

describe('a sign-in in another tab', () => {
  const reload = () => vi.spyOn(browserPage, 'reload').mockImplementation(() => {});
  afterEach(() => vi.restoreAllMocks());

  it('as another user loads this tab again, which then shows and acts as that user', async () => {
    const reloaded = reload();
    renderApp('/calendar', { user: 'seeker' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    // The session's services (which listen) start just after the sign-in: the events are heard once they run.
    await vi.waitFor(() => {
      signInElsewhere(3, 'another-users-token');
      expect(reloaded).toHaveBeenCalledTimes(1);
    });
  });

  it('as the same user again changes nothing here', async () => {
    const reloaded = reload();
    renderApp('/calendar', { user: 'seeker' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    signInElsewhere(Number(localStorage.getItem('id')), 'a-new-token-for-the-same-user');
    expect(reloaded).not.toHaveBeenCalled();
  });

  it('while this tab is signed out leaves it as it is', async () => {
    const reloaded = reload();
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    signInElsewhere(1, 'a-token');
    expect(reloaded).not.toHaveBeenCalled();
  });
});

describe('a logout in another tab', () => {
  it('says so at login, and signing in again returns to the page with what was typed there', async () => {
    const { user, router } = renderApp('/job-seeker/settings', { user: 'seeker' });
    const first = await screen.findByLabelText(/First name/);
    await user.clear(first);
    await user.click(first);
    await user.paste('Alexandra');
    // What the other tab's logout leaves in the shared storage, and the event this tab hears of it.
    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'x', newValue: null }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent('You were signed out in another tab.');

    await user.type(screen.getByLabelText('Email'), 'alex@demo.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/settings'));
    expect(await screen.findByText(RESTORED_AFTER_SIGN_OUT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveValue('Alexandra'));
  });
});
