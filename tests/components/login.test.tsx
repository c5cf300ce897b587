import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from './render';

describe('login page', () => {
  it('signs in a job seeker, stores the session and opens the dashboard', async () => {
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), '  Alex@Demo.test ');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-seeker/dashboard'));
    expect(localStorage.getItem('email')).toBe('alex@demo.test');
    expect(localStorage.getItem('role')).toBe('JOBSEEKER');
    expect(localStorage.getItem('profileComplete')).toBe('true');
    // The token is the session the server opened for Alex (user 1).
    expect(db().sessions[localStorage.getItem('token') ?? '']).toBe(1);
    expect(await screen.findByText('Sign-in successfully')).toBeInTheDocument();
  });

  it('shows the server message at the form and keeps what was typed', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'alex@demo.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('alex@demo.test');

    // A new attempt the fields stop (the password emptied) no longer shows the last one's refusal.
    await user.clear(screen.getByLabelText('Password', { selector: 'input' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter password')).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('says under the password when Caps Lock is on, and no longer once it is off', async () => {
    const { user } = renderApp('/login');
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    await user.click(password);
    await user.keyboard('{CapsLock}D');
    expect(password).toHaveAccessibleDescription('Caps Lock is on');
    await user.keyboard('{CapsLock}e');
    expect(password).not.toHaveAccessibleDescription('Caps Lock is on');
    expect(password).toHaveValue('De');
  });

  it('takes the email typed to Forgot password, where the link is sent to it', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), ' alex@demo.test');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('alex@demo.test');
  });

  it('asks for the fields it needs', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter email')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
  });

  it('an account whose code was never entered is offered a code by email, which signs it in', async () => {
    const jamie = db().users.find((u) => u.email === 'jamie@demo.test')!;
    Object.assign(jamie, { verified: false });
    delete db().otps[String(jamie.id)];
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'Jamie@demo.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please verify your account before signing in');
    await user.click(within(alert).getByRole('link', { name: 'Verify now' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('jamie@demo.test')).toBeInTheDocument();
    const id = jamie.id;
    await waitFor(() => expect(db().otps[String(id)]).toMatch(/^\d{6}$/));
    await user.type(screen.getByLabelText('Verification code'), db().otps[String(id)]);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(db().sessions[localStorage.getItem('token') ?? '']).toBe(id);
  });

  it("Verify now's code survives a reload of the code screen: no second code replaces it", async () => {
    const jamie = db().users.find((u) => u.email === 'jamie@demo.test')!;
    Object.assign(jamie, { verified: false });
    delete db().otps[String(jamie.id)];
    const { user, router, unmount } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'jamie@demo.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('link', { name: 'Verify now' }));
    expect(await screen.findByText(/A new code has been sent/)).toBeInTheDocument();
    const sent = db().otps[String(jamie.id)];

    // The reload opens the same history entry (address, state and key) afresh.
    const { pathname, state, key } = router.state.location;
    unmount();
    const again = renderApp({ pathname, state, key } as unknown as string);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Send a new code in \d+s$/ })).toBeDisabled();
    await again.user.type(screen.getByLabelText('Verification code'), sent);
    await again.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/welcome'));
  });
});
