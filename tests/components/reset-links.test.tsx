import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from './render';

const EXPIRED = 'This link has expired. Ask for a new one.';

/** Asks for a reset link on the forgot password page; the link as mailed. */
async function askForLink(email: string) {
  const { user, unmount } = renderApp('/forgot-password');
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText(/If an account exists for that email/)).toBeInTheDocument();
  unmount();
  return db().outbox.at(-1)!.link!;
}

/** Opens a reset link and saves a new password with it. */
async function setPasswordWith(link: string, password: string) {
  const app = renderApp(link);
  await app.user.type(await screen.findByLabelText('New password', { selector: 'input' }), password);
  await app.user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), password);
  await app.user.click(screen.getByRole('button', { name: 'Save password' }));
  return app;
}

describe('reset links', () => {
  it('a newer link ends the older one, which then says it has expired', async () => {
    const older = await askForLink('alex@demo.test');
    await askForLink('alex@demo.test');
    await setPasswordWith(older, 'Other#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(db().users.find((u) => u.id === 1)!.password).toBe('Demo@1234');
  });

  it('a password set with one link ends the others the user still holds', async () => {
    db().resetTokens['reset-one'] = 1;
    db().resetTokens['reset-two'] = 1;
    const used = await setPasswordWith('/set-password/reset-one', 'Fresh#2026');
    // The page promises no more than the server keeps to (no rule against a password used before).
    expect(screen.getByText(/Only the newest link we sent works, and only once\./)).toBeInTheDocument();
    await waitFor(() => expect(used.router.state.location.pathname).toBe('/login'));
    used.unmount();
    await setPasswordWith('/set-password/reset-two', 'Other#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(db().users.find((u) => u.id === 1)!.password).toBe('Fresh#2026');
  });
});

describe('an invitation to a company', () => {
  it('opens a page that reads as a first password too, and says the password is set', async () => {
    const { user, unmount } = renderApp('/my-organization', { user: 'employer' });
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Byron');
    await user.type(screen.getByLabelText('Email'), 'ada@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(db().outbox.at(-1)?.to).toBe('ada@acme.test'));
    unmount();
    localStorage.clear();
    const invited = await setPasswordWith(db().outbox.at(-1)!.link!, 'Ada#2026x');
    expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
    expect(screen.getByText(/your first if you were invited/)).toBeInTheDocument();
    expect(await screen.findByText('Your password is set. Log in with it.')).toBeInTheDocument();
    await waitFor(() => expect(invited.router.state.location.pathname).toBe('/login'));
  });
});

describe('changing the password from Settings', () => {
  it('emails the account a link that opens Set your password while signed in, and the new one logs in', async () => {
    const { user, unmount } = renderApp('/employer/settings', { user: 'employer' });
    const send = await screen.findByRole('button', { name: 'Email me a link' });
    await user.click(send);
    expect(
      await screen.findByText('We sent a link to hr@acme.test. Open it to set a new password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send another link' })).toBeInTheDocument();
    const mail = db().outbox.at(-1)!;
    expect(mail.to).toBe('hr@acme.test');
    unmount();

    // Opened in the same browser, still signed in: the page stays, it does not send the user home.
    const app = renderApp(mail.link!, { user: 'employer' });
    await app.user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'Fresh#2026');
    await app.user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'Fresh#2026');
    await app.user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/employer/dashboard'));
    expect(db().users.find((u) => u.email === 'hr@acme.test')!.password).toBe('Fresh#2026');
  });

  it('a signed-in user whose link has expired can ask for a new one there', async () => {
    const { user } = renderApp('/set-password/expired', { user: 'seeker' });
    await user.click(await screen.findByRole('link', { name: 'Ask for a new one' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });
});
