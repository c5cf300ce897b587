import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { RESTORED } from '@/components/form/FormDraft';
import { ownerOf, readDraft } from '@/lib/drafts';
import { db } from '@/mocks/db';
import { failNext, mockConfig } from '@/mocks/http';
import { AuthApi } from '@/state/auth/endpoints';
import { renderApp } from './render';

describe('landing page', () => {
  it('shows the pre-launch video from the backend with captions', async () => {
    const { container } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Find work that fits/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sensiworks in a minute' })).toBeInTheDocument();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/intro.mp4');
    expect(video.querySelector('track[kind="captions"]')).toHaveAttribute('src', '/media/intro.vtt');
  });

  it('leaves the video out when there is none', async () => {
    failNext({ path: '/pre-launch/get-video', status: 500 });
    const { container } = renderApp('/');
    expect(await screen.findByRole('link', { name: "I'm hiring" })).toHaveAttribute(
      'href',
      '/signup/employer',
    );
    await waitFor(() => expect(container.querySelector('video')).toBeNull());
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });
});

describe('forgot and set password', () => {
  it('sends a reset link and says so without revealing whether the account exists', async () => {
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'nobody@nowhere.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for that email/)).toBeInTheDocument();
    expect(db().outbox).toHaveLength(0);
  });

  it('takes back its failure once a second try gets through: the page does not say both', async () => {
    failNext({ path: '/users/forget-password', status: 500 });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'alex@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for that email/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Internal server error')).not.toBeInTheDocument());
  });

  it('sets a new password from the link and goes to login', async () => {
    db().resetTokens['reset-abc'] = 1;
    const { user, router } = renderApp('/set-password/reset-abc');
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'Fresh#2026');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'Fresh#2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(db().users.find((u) => u.id === 1)!.password).toBe('Fresh#2026');
  });

  it('explains an expired link and keeps what was typed', async () => {
    const { user } = renderApp('/set-password/expired');
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'Fresh#2026');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'Fresh#2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    // Said on the page, beside the way to a new link (a toast would pass and leave a dead end).
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link has expired. Ask for a new one.');
    expect(screen.getByLabelText('New password', { selector: 'input' })).toHaveValue('Fresh#2026');
    await user.click(screen.getByRole('link', { name: 'Ask for a new one' }));
    expect(await screen.findByRole('heading', { name: /forgot|reset/i })).toBeInTheDocument();
  });

  it('says when the passwords differ', async () => {
    const { user } = renderApp('/set-password/x');
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'Fresh#2026');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'Fresh#2027');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });
});

describe('contact page', () => {
  it('sends the message and thanks the user, leaving a clean form', async () => {
    const { user } = renderApp('/contact');
    await user.type(await screen.findByLabelText('Your name'), 'Robin');
    await user.type(screen.getByLabelText('Email'), 'robin@example.test');
    await user.type(screen.getByLabelText('Subject'), 'Plans');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Thanks! We will get back to you/)).toBeInTheDocument();
    expect(db().contactMessages).toMatchObject([{ name: 'Robin', subject: 'Plans', message: 'Hello' }]);
    // Emptied by its submit, the form reports no empty field at the next click (see form-reset.test.tsx).
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    await user.click(document.body);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('says under the phone field how a number from outside the US is typed', async () => {
    renderApp('/contact');
    expect(await screen.findByLabelText('Phone number (optional)')).toHaveAccessibleDescription(
      'Outside the US, start with + and the country code.',
    );
  });

  it("shows 'Internal server error' when the server fails, keeping the message", async () => {
    failNext({ path: '/users/contact-us', status: 500 });
    const { user } = renderApp('/contact');
    await user.type(await screen.findByLabelText('Your name'), 'Robin');
    await user.type(screen.getByLabelText('Email'), 'robin@example.test');
    await user.type(screen.getByLabelText('Subject'), 'Plans');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');

    // Said at the form, as an alert; sent again, it goes, and the note says so in its place.
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Thanks! We will get back to you/)).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });

  it('fills in a signed-in user’s name and email, and keeps no draft of them', async () => {
    renderApp('/contact', { user: 'seeker' });
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue('Alex Rivera'));
    expect(screen.getByLabelText('Email')).toHaveValue('alex@demo.test');
    expect(readDraft(ownerOf(1), 'contact')).toBeNull();
  });

  it('gives a signed-in user’s half-written message back, name and all, when they return to the page', async () => {
    const { user, router } = renderApp('/contact', { user: 'seeker' });
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue('Alex Rivera'));
    await user.type(screen.getByLabelText('Subject'), 'Plans');
    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/contact'));
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('Plans'));
    expect(screen.getByLabelText('Your name')).toHaveValue('Alex Rivera');
  });

  it('keeps what a signed-in user typed before their record came, rather than their name', async () => {
    mockConfig.latencyMs = 200;
    onTestFinished(() => void (mockConfig.latencyMs = 0));
    const { store } = renderApp('/contact', { user: 'seeker' });
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Al' } });
    await waitFor(() => expect(AuthApi.endpoints.getUser.select(1)(store.getState()).data).toBeDefined());
    expect(screen.getByLabelText('Your name')).toHaveValue('Al');
  });

  it("rejects a field that starts with a space: 'Spaces are not allowed without value'", async () => {
    const { user } = renderApp('/contact');
    await user.type(await screen.findByLabelText('Your name'), ' Robin');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Spaces are not allowed without value')).toBeInTheDocument();
  });
});

describe('welcome and information pages', () => {
  it('welcomes a new job seeker by name and points to profile setup', async () => {
    renderApp('/welcome', { user: 'newSeeker' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jamie!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your profile' })).toHaveAttribute(
      'href',
      '/applicant/profile-setup',
    );
  });

  it.each([
    ['/about', 'About Sensiworks'],
    ['/privacy-policy', 'Privacy policy'],
    ['/terms-&-conditions', 'Terms and conditions'],
    ['/terms-of-use', 'Terms of use'],
  ])('%s shows its page with the footer links', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(footer).toBeInTheDocument();
  });
});
