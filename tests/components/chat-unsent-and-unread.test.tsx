import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { db } from '@/mocks/db';
import { failNext, mockConfig } from '@/mocks/http';
import { loggedCalls, server } from '@/mocks/node';
import { connectivity } from '@/lib/connectivity';
import { addMessage, otherOf } from '@/mocks/handlers/chatModel';
import { baseApi } from '@/state/api';
import { PROBE_DELAY_MS } from '@/realtime/session';
import { http } from 'msw';
import { renderApp } from './render';

const UNREACHABLE = 'The server cannot be reached. Changes cannot be saved until it answers again.';

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
    // Saved: shown once, no longer waiting or on its way (once the list has drawn its messages at all).
    expect(await within(messages).findAllByText('Typed offline')).toHaveLength(1);
    await waitFor(() =>
      expect(within(messages).queryByText(/Waiting for connection|Sending…/)).not.toBeInTheDocument(),
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

describe('a message sent while its conversation could not be loaded', () => {
  it('shows there, sent, under the error, and once only when Retry brings the conversation', async () => {
    // The history fails as the conversation opens, and again when the sent message asks for it.
    failNext({ method: 'GET', path: '/chat/get-message-history/6', status: 500, times: 2 });
    const { user } = renderApp(CHAT, { user: 'seeker' });
    await screen.findByRole('button', { name: 'Retry' });
    await user.type(screen.getByLabelText('Message'), 'Sent all the same{Enter}');
    let messages = await log();
    expect(await within(messages).findByText('Sent all the same')).toBeInTheDocument();
    await waitFor(() => expect(mine().at(-1)).toBe('Sent all the same'));
    // Saved: it says so (its time and status), not that it is on its way; the error stays, with its Retry.
    await waitFor(() => expect(within(messages).getByText(/ · Sent$/)).toBeInTheDocument());
    expect(within(messages).queryByText('Sending…')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument());
    messages = await log();
    const earlier = db().chats.find((c) => c.id === 6)!.messages[0].messageText;
    expect(await within(messages).findByText(earlier)).toBeInTheDocument();
    expect(within(messages).getAllByText('Sent all the same')).toHaveLength(1);
  });

  it('shows in the conversation at once when it loads as the message is saved', async () => {
    failNext({ method: 'GET', path: '/chat/get-message-history/6', status: 500 });
    const { user } = renderApp(CHAT, { user: 'seeker' });
    await screen.findByRole('button', { name: 'Retry' });
    await user.type(screen.getByLabelText('Message'), 'Brings the rest{Enter}');
    const messages = await log();
    const earlier = db().chats.find((c) => c.id === 6)!.messages[0].messageText;
    expect(await within(messages).findByText(earlier)).toBeInTheDocument();
    expect(within(messages).getAllByText('Brings the rest')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('a message whose send got no answer', () => {
  it('goes out by itself once the backend answers again, with no other call made meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const { user } = renderApp(CHAT, { user: 'seeker' });
    const messages = await log();
    await within(messages).findAllByText(/./);
    failNext({ method: 'POST', path: '/chat/add-messages/6', status: 'network' });
    await user.type(screen.getByLabelText('Message'), 'Lost on the way{Enter}');
    expect(await within(messages).findByText('Waiting for connection')).toBeInTheDocument();
    expect(screen.getByText(UNREACHABLE)).toBeInTheDocument();

    await act(async () => void vi.advanceTimersByTime(PROBE_DELAY_MS.first));
    await waitFor(() => expect(mine().at(-1)).toBe('Lost on the way'));
    await waitFor(() => expect(within(messages).getByText(/ · Sent$/)).toBeInTheDocument());
    expect(within(messages).queryByText('Waiting for connection')).not.toBeInTheDocument();
    expect(screen.queryByText(UNREACHABLE)).not.toBeInTheDocument();
  });
});

describe('messages typed while one is on its way', () => {
  it('say they are being sent, not that they wait for a connection there is', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(http.post('*/chat/add-messages/6', () => held.then(() => undefined), { once: true }));
    const { user } = renderApp(CHAT, { user: 'seeker' });
    const messages = await log();
    await within(messages).findAllByText(/./);
    await user.type(screen.getByLabelText('Message'), 'First{Enter}');
    await user.type(screen.getByLabelText('Message'), 'Second{Enter}');
    expect(await within(messages).findByText('Second')).toBeInTheDocument();
    expect(within(messages).getAllByText('Sending…')).toHaveLength(2);
    expect(within(messages).queryByText('Waiting for connection')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(mine().slice(-2)).toEqual(['First', 'Second']));
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
