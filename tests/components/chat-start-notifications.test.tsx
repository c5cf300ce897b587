import { act, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import StartChatButton from '@/features/chat/components/StartChatButton';
import { db } from '@/mocks/db';
import { failNext, mockConfig } from '@/mocks/http';
import { loggedCalls } from '@/mocks/node';
import { notificationReceived } from '@/state/notifications/endpoints';
import { renderApp, signIn } from './render';

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

/** A list of applicants, each with its own Message button, as the employer's screens show them. */
function renderButtons(...people: Array<[id: number, name: string]>) {
  signIn('employer');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: people.map(([id, name]) => (
          <StartChatButton key={id} recipientId={id} recipientName={name} />
        )),
      },
      { path: '/messages/*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return userEvent.setup();
}

describe('StartChatButton', () => {
  it('starts a conversation with an applicant and opens it', async () => {
    const user = renderButtons([1, 'Alex Rivera']);
    await user.click(screen.getByRole('button', { name: 'Message Alex Rivera' }));
    const chat = await waitFor(() => {
      const found = db().chats.find((c) => c.userIds.includes(1) && c.userIds.includes(3));
      expect(found).toBeDefined();
      return found!;
    });
    expect(await screen.findByText(`At /messages/inbox?chatId=${chat.id}`)).toBeInTheDocument();
  });

  it('keeps the other Message buttons of a list enabled while one chat starts', async () => {
    const user = renderButtons([1, 'Alex Rivera'], [202, 'Sam Okafor']);
    mockConfig.latencyMs = 300;
    await user.click(screen.getByRole('button', { name: 'Message Alex Rivera' }));
    // Busy, and still focusable (a disabled button drops keyboard focus to the page).
    expect(screen.getByRole('button', { name: 'Message Alex Rivera' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Message Sam Okafor' })).not.toHaveAttribute('aria-disabled');
    expect(await screen.findByText(/^At \/messages\/inbox\?chatId=/)).toBeInTheDocument();
  });

  it('keeps focus on the button while it starts the chat and after that fails', async () => {
    const user = renderButtons([1, 'Alex Rivera']);
    mockConfig.latencyMs = 100;
    failNext({ method: 'POST', path: '/chat/initiate-message', status: 500 });
    const button = screen.getByRole('button', { name: 'Message Alex Rivera' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    // A press while busy starts nothing more.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveFocus();
    expect(db().chats.some((c) => c.userIds.includes(1) && c.userIds.includes(3))).toBe(false);
  });
});

describe('notification centre', () => {
  it('groups notifications by type, and opening one marks it read and follows its link', async () => {
    const { user, router } = renderApp('/messages/trash', { user: 'seeker' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('list', { name: 'New messages (1)' })).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'New matches (1)' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /New matches/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/match-job-postings'));
    // Focus goes on to the page opened (its heading), not back to the bell.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Best matches' })).toHaveFocus(),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(db().notifications.find((n) => n.id === 2)?.read).toBe(true);
  });

  it('the bell counts again when its tab comes back into focus: one read in another tab leaves its count', async () => {
    renderApp('/saved-jobs', { user: 'seeker' });
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    // Read in another tab of the same user's: nothing is pushed to this one.
    db().notifications.find((n) => n.userId === 1 && !n.read)!.read = true;
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('the notifications closed with Escape give focus back to the bell', async () => {
    const { user } = renderApp('/messages/trash', { user: 'seeker' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await user.click(bell);
    await screen.findByRole('dialog', { name: 'Notifications' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
    expect(bell).toHaveFocus();
  });

  it('reading a conversation reads its new-message notification too: the bell and the inbox agree', async () => {
    // One about another conversation, which stays unread.
    const other = { id: 901, type: 'NEW_CHAT' as const, title: 'New message', message: 'Another chat' };
    db().notifications.push({
      ...other,
      userId: 1,
      link: '/messages/inbox?chatId=7',
      createdAt: '',
      read: false,
    });
    const { user, store } = renderApp('/messages/inbox', { user: 'seeker' });
    await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    const inbox = await screen.findByRole('list', { name: 'Inbox conversations' });
    await user.click(within(inbox).getByRole('link', { name: /, unread/ }));
    await waitFor(() => expect(db().chats.find((c) => c.id === 6)?.chatStatus).toBe('READ'));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(db().notifications.find((n) => n.id === 1)?.read).toBe(true);
    // The others are not about this conversation.
    expect(
      db()
        .notifications.filter((n) => n.userId === 1 && !n.read)
        .map((n) => n.id),
    ).toEqual([2, 3, 901]);

    // Another message's notification while the conversation is open (the socket's push): read at once.
    const pushed = {
      id: 900,
      type: 'NEW_CHAT' as const,
      message: 'New message',
      link: '/messages/inbox?chatId=6',
    };
    db().notifications.push({ ...pushed, userId: 1, title: 'New message', createdAt: '', read: false });
    act(() => void store.dispatch(notificationReceived(pushed)));
    await waitFor(() => expect(db().notifications.find((n) => n.id === 900)?.read).toBe(true));
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('a notification the server refuses to mark read is not asked again and again while the chat is open', async () => {
    failNext({ path: '/notification/alert/mark-as-read/1', status: 500, times: 5 });
    renderApp('/messages/inbox?chatId=6', { user: 'seeker' });
    await waitFor(() =>
      expect(loggedCalls().filter((c) => c.path.includes('/notification/alert/mark-as-read/1'))).toHaveLength(
        1,
      ),
    );
    // The refusal puts it back in the list (the bell counts it again); no second PUT follows.
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(loggedCalls().filter((c) => c.path.includes('/notification/alert/mark-as-read/1'))).toHaveLength(
      1,
    );
  });

  it('a list that could not be read says so with Retry, never "0 unread" or "all caught up"', async () => {
    // The bell's call, then the panel's (a query that failed is asked again when a new screen part reads it).
    failNext({ method: 'GET', path: '/notification/alert', status: 500, times: 2 });
    const { user } = renderApp('/messages/trash', { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Internal server error');
    expect(panel).not.toHaveTextContent('You are all caught up.');
    expect(screen.queryByRole('button', { name: /0 unread/ })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByRole('list', { name: 'New messages (1)' })).toBeInTheDocument();
    // Behind the open panel (a modal popover), so hidden from the accessibility tree for now.
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread', hidden: true })).toBeInTheDocument();
  });
});

describe('one chat a pair', () => {
  it('opened again from another job is about that job', async () => {
    const [first, second] = [16, 18].map((id) => db().jobs.find((j) => j.id === id)!);
    const { user, router } = renderApp(`/all-jobs-postings/applicants?jobId=${first.id}`, {
      user: 'employer',
    });
    await user.click(await screen.findByRole('button', { name: 'Message Alex Rivera' }));
    const header = () => screen.findByRole('region', { name: 'Conversation with Alex Rivera' });
    await waitFor(async () => expect(await header()).toHaveTextContent(first.title));
    await act(() => router.navigate(`/all-jobs-postings/applicants?jobId=${second.id}`));
    await user.click(await screen.findByRole('button', { name: 'Message Alex Rivera' }));
    await waitFor(async () => expect(await header()).toHaveTextContent(second.title));
    const chat = db().chats.find((c) => c.userIds.includes(1) && c.userIds.includes(3))!;
    expect(chat.jobId).toBe(second.id);
  });
});
