import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
