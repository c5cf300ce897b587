import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { failNext, mockConfig } from '@/mocks/http';
import './chat-virtuoso';
import { renderApp } from './render';

const OFFLINE = 'You are offline. Changes cannot be saved until the connection is back.';
const UNREACHABLE = 'The server cannot be reached. Changes cannot be saved until it answers again.';

describe('the offline banner', () => {
  it('shows in a polite status region while the browser is offline, and goes when it is back', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('offline')));
    const banner = screen.getByText(OFFLINE).closest('[role="status"]');
    expect(banner).toHaveAttribute('aria-live', 'polite');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });

  it('shows when the backend does not answer, and goes with the next answer', async () => {
    mockConfig.offline = true;
    const { user } = renderApp('/job-search', { user: 'seeker' });
    expect(await screen.findByText(UNREACHABLE)).toBeInTheDocument();
    // The failed search says so with Retry, the catalogue's message, and no count under it. (Other calls of
    // the screen fail too, and their toasts are alerts as well: the search's is the one with Retry.)
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(/^Error/);
    expect(screen.queryByText(/jobs? found/)).not.toBeInTheDocument();
    mockConfig.offline = false;
    await user.click(retry);
    expect(await screen.findByText(/\d+ jobs? found/)).toBeInTheDocument();
    expect(screen.queryByText(UNREACHABLE)).not.toBeInTheDocument();
  });
});

describe('back in touch with the backend', () => {
  it('a list that failed while the backend did not answer loads again by itself once it does', async () => {
    mockConfig.offline = true;
    renderApp('/saved-jobs', { user: 'seeker' });
    expect(await screen.findByText(UNREACHABLE)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    mockConfig.offline = false;
    // The browser back online (the live connection's return does the same in the app: src/realtime/live.ts).
    act(() => void window.dispatchEvent(new Event('online')));
    const alex = db().users.find((u) => u.email === 'alex@demo.test')!.id;
    const saved = db().userJobs.find((l) => l.userId === alex && l.status === 'SAVED')!;
    const title = db().jobs.find((j) => j.id === saved.jobId)!.title;
    expect(await screen.findByText(title)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument());
  });
});

describe('chat without a connection', () => {
  it('keeps a message typed while the backend does not answer, waiting for the connection', async () => {
    const { user } = renderApp('/messages/inbox?chatId=2', { user: 'employer' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText(/Thursday works for me/);
    mockConfig.offline = true;
    await user.type(screen.getByLabelText('Message'), 'Still there?{Enter}');
    expect(await within(log).findByText('Waiting for connection')).toBeInTheDocument();
    expect(within(log).getByText('Still there?')).toBeInTheDocument();
    // Waiting is not failing: no Retry, no error message.
    expect(within(log).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Not sent/)).not.toBeInTheDocument();
  });

  it('a conversation list that failed to load shows no count under its error', async () => {
    failNext({ path: '/chat/get-all-chats', status: 500 });
    renderApp('/messages/inbox', { user: 'employer' });
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(screen.queryByText(/conversations?, \d+ unread/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument());
  });
});
