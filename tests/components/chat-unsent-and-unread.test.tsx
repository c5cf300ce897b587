import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { db } from '@/mocks/db';
import { failNext, mockConfig } from '@/mocks/http';
import { loggedCalls } from '@/mocks/node';
import { connectivity } from '@/lib/connectivity';
import { addMessage, otherOf } from '@/mocks/handlers/chatModel';
import { baseApi } from '@/state/api';
import { renderApp } from './render';

// The job seeker's conversation 6: unread, with a new-message notification (as in the QA report).
const CHAT = '/messages/inbox?chatId=6';
const ME = 1;

const log = () => screen.findByRole('log', { name: 'Messages' });
const mine = () =>
  db()
    .chats.find((c) => c.id === 6)!
    .messages.filter((m) => m.sentBy === ME)
    .map((m) => m.messageText);

describe('messages not delivered when the page reloads', () => {
  it('come back in their conversation: the waiting one goes out with the connection, the refused one offers Retry', async () => {
    const before = mine().length;
    const first = renderApp(CHAT, { user: 'seeker' });
    await within(await log()).findAllByText(/./);
    failNext({ path: '/chat/add-messages', status: 500 });
    await first.user.type(screen.getByLabelText('Message'), 'Refused once{Enter}');
    expect(await within(await log()).findByText('Not sent: Internal server error')).toBeInTheDocument();
    mockConfig.offline = true;
    await first.user.type(screen.getByLabelText('Message'), 'Typed offline{Enter}');
    expect(await within(await log()).findByText('Waiting for connection')).toBeInTheDocument();
    first.unmount();

    // A reload: a new app over the same tab's storage, still without a connection.
    const second = renderApp(CHAT, { user: 'seeker' });
    let messages = await log();
    expect(await within(messages).findByText('Typed offline')).toBeInTheDocument();
    expect(within(messages).getByText('Waiting for connection')).toBeInTheDocument();
    expect(within(messages).getByText('Refused once')).toBeInTheDocument();
    expect(within(messages).getByText('Not sent: Internal server error')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(mine().slice(before)).toEqual([]);
    second.unmount();

    // Another, with the connection back: the session sends what waits as it starts.
    mockConfig.offline = false;
    const { user } = renderApp(CHAT, { user: 'seeker' });
    messages = await log();
    await waitFor(() => expect(mine().slice(before)).toEqual(['Typed offline']));
    await waitFor(() =>
      expect(within(messages).queryByText('Waiting for connection')).not.toBeInTheDocument(),
    );
    expect(within(messages).getAllByText('Typed offline')).toHaveLength(1);
    await user.click(await within(messages).findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(messages).queryByText(/Not sent/)).not.toBeInTheDocument());
    expect(mine().slice(before)).toEqual(['Typed offline', 'Refused once']);
    expect(within(messages).getAllByText('Refused once')).toHaveLength(1);
  });
});

describe('a conversation whose messages could not be loaded', () => {
  it('stays unread, its notification too, until Retry shows the messages; then it is read', async () => {
    failNext({ method: 'GET', path: '/chat/get-message-history/6', status: 500 });
    const { user } = renderApp(CHAT, { user: 'seeker' });
    const tryAgain = await screen.findByRole('button', { name: 'Retry' });
    // The list and the bell are in: reading the chat would show in both at once.
    const inbox = await screen.findByRole('list', { name: 'Inbox conversations' });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(within(inbox).getByRole('link', { name: /, unread/ })).toBeInTheDocument();
    expect(loggedCalls().filter((c) => c.path.includes('mark-as-read'))).toEqual([]);

    await user.click(tryAgain);
    await within(await log()).findAllByText(/./);
    await waitFor(() =>
      expect(within(inbox).queryByRole('link', { name: /, unread/ })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await waitFor(() => expect(db().chats.find((c) => c.id === 6)?.chatStatus).toBe('READ'));
  });
});

describe('a conversation opened as the connection drops', () => {
  it('is read, its notification too, once the connection is back, with no error toast meanwhile', async () => {
    failNext({ method: 'PUT', path: '/chat/mark-as-read/6', status: 'network' });
    failNext({ method: 'PUT', path: '/notification/alert/mark-as-read', status: 'network' });
    renderApp(CHAT, { user: 'seeker' });
    await within(await log()).findAllByText(/./);
    const inbox = await screen.findByRole('list', { name: 'Inbox conversations' });
    await waitFor(() => expect(connectivity.get()).toBe('unreachable'));
    expect(within(inbox).getByRole('link', { name: /, unread/ })).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();

    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(within(inbox).queryByRole('link', { name: /, unread/ })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await waitFor(() => expect(db().chats.find((c) => c.id === 6)?.chatStatus).toBe('READ'));
  });
});

describe('a reply the socket missed, in the open conversation', () => {
  it('is read once the reconnect brings it on screen: the chat does not turn unread', async () => {
    const { store } = renderApp(CHAT, { user: 'seeker' });
    const inbox = await screen.findByRole('list', { name: 'Inbox conversations' });
    await waitFor(() => expect(db().chats.find((c) => c.id === 6)?.chatStatus).toBe('READ'));
    expect(within(inbox).queryByRole('link', { name: /, unread/ })).not.toBeInTheDocument();

    // The other side answers while this tab's socket is down (no socket here at all): nothing pushes it.
    const chat = db().chats.find((c) => c.id === 6)!;
    addMessage(chat, otherOf(chat, ME), { messageText: 'Answered while you were away' });
    const answeredAt = loggedCalls().length;
    // The socket is back: what it missed is fetched again (src/realtime/live.ts).
    act(() => {
      store.dispatch(baseApi.internalActions.onOnline());
    });
    expect(await within(await log()).findByText('Answered while you were away')).toBeInTheDocument();
    await waitFor(() => expect(db().chats.find((c) => c.id === 6)?.chatStatus).toBe('READ'));
    expect(
      loggedCalls()
        .slice(answeredAt)
        .filter((c) => c.method === 'PUT' && c.path.startsWith('/chat/mark-as-read/6')),
    ).toHaveLength(1);
    expect(within(inbox).queryByRole('link', { name: /, unread/ })).not.toBeInTheDocument();
  });

  it('stays unread when it comes while the tab is not looked at, as a pushed one does', async () => {
    const { store } = renderApp(CHAT, { user: 'seeker' });
    const inbox = await screen.findByRole('list', { name: 'Inbox conversations' });
    await waitFor(() => expect(db().chats.find((c) => c.id === 6)?.chatStatus).toBe('READ'));
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    onTestFinished(() => hidden.mockRestore());

    const chat = db().chats.find((c) => c.id === 6)!;
    addMessage(chat, otherOf(chat, ME), { messageText: 'Answered while you were away' });
    act(() => {
      store.dispatch(baseApi.internalActions.onOnline());
    });
    expect(await within(await log()).findByText('Answered while you were away')).toBeInTheDocument();
    expect(await within(inbox).findByRole('link', { name: /, unread/ })).toBeInTheDocument();
    expect(db().chats.find((c) => c.id === 6)?.chatStatus).toBe('DELIVER');
  });
});

describe('the message list', () => {
  it("keeps the app's focus ring: the virtual list's inline style (outline: none) no longer hides it", async () => {
    renderApp(CHAT, { user: 'seeker' });
    const messages = await log();
    await within(messages).findAllByText(/./);
    expect(messages).toHaveAttribute('tabindex', '0');
    // The ring is the theme's focusRing (a class); an inline outline would win over it.
    expect(messages.style.outline).toBe('');
  });
});
