import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { failNext } from '@/mocks/http';
import { handlers, server } from '@/mocks/node';
import { getResponse, http } from 'msw';
import { ChatApi } from '@/state/chat/endpoints';
import { messageReceived } from '@/state/chat/socket';
import './chat-virtuoso';
import { atPhoneWidth } from './phone-width';
import { renderApp } from './render';

const folderList = (name: string) => screen.findByRole('list', { name: `${name} conversations` });

describe('Sensichat folders', () => {
  it('lists each folder with its unread count', async () => {
    renderApp('/messages/inbox', { user: 'employer' });
    const inbox = await folderList('Inbox');
    expect(within(inbox).getAllByRole('link')).toHaveLength(3);
    expect(within(inbox).getByRole('link', { name: /^Jordan Rossi, unread/ })).toBeInTheDocument();
    expect(screen.getByText('3 conversations, 1 unread')).toBeInTheDocument();
  });

  it.each([
    ['employer', 'To write to an applicant, choose Message on their profile or in a job’s applicants.'],
    ['seeker', 'To write to an employer, open a job you applied to and choose Message.'],
  ] as const)('with no conversation at all, tells the %s how one starts', async (user, how) => {
    db().chats = [];
    renderApp('/messages/inbox', { user });
    expect(await screen.findByText(`No conversations yet. ${how}`)).toBeInTheDocument();
    expect(screen.queryByText('Choose a conversation to read it.')).not.toBeInTheDocument();
  });

  it('shows starred and trashed conversations in their folders', async () => {
    const { router } = renderApp('/messages/starred', { user: 'employer' });
    const starred = await folderList('Starred');
    expect(within(starred).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('1 conversation, 1 unread')).toBeInTheDocument();
    await act(() => router.navigate('/messages/trash'));
    const trash = await folderList('Trash');
    expect(within(trash).getAllByRole('link')).toHaveLength(1);
  });

  it('opens the chat of the chatId parameter and marks it read', async () => {
    renderApp('/messages/inbox?chatId=1', { user: 'employer' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText(/Yes, very much/)).toBeInTheDocument();
    expect(await screen.findByText('3 conversations, 0 unread')).toBeInTheDocument();
  });

  it('says who wrote each message, as the sides and colours show it', async () => {
    renderApp('/messages/inbox?chatId=1', { user: 'employer' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText(/Yes, very much/);
    const chat = db().chats.find((c) => c.id === 1)!;
    const theirs = chat.messages.find((m) => m.sentBy !== 3)!;
    const other = db().users.find((u) => u.id === theirs.sentBy)!;
    expect(within(log).getAllByText(`${other.firstName} ${other.lastName}:`).length).toBeGreaterThan(0);
    if (chat.messages.some((m) => m.sentBy === 3))
      expect(within(log).getAllByText('You:').length).toBeGreaterThan(0);
  });

  it('stays read when a list fetched before the read answers after it', async () => {
    const { router, store } = renderApp('/messages/inbox', { user: 'employer' });
    await folderList('Inbox');
    expect(screen.getByText('3 conversations, 1 unread')).toBeInTheDocument();
    // The next list is read by the server now (chat 1 still unread) but its answer arrives late.
    let release = () => {};
    const late = new Promise<void>((resolve) => (release = resolve));
    let fetched = false;
    server.use(
      http.get(
        '*/chat/get-all-chats',
        async ({ request }) => {
          const answer = await getResponse(handlers, request.clone());
          fetched = true;
          await late;
          return answer;
        },
        { once: true },
      ),
    );
    act(() => {
      store.dispatch(ChatApi.util.invalidateTags(['Chats']));
    });
    await waitFor(() => expect(fetched).toBe(true));
    await act(() => router.navigate('/messages/inbox?chatId=1'));
    await waitFor(() => expect(db().chats.find((c) => c.id === 1)?.chatStatus).toBe('READ'));
    expect(await screen.findByText('3 conversations, 0 unread')).toBeInTheDocument();
    // Every status the chat has in the cache from now on (a flash of unread is over before a poll sees it).
    const list = () => ChatApi.endpoints.getChats.select()(store.getState());
    const seen: string[] = [];
    const stop = store.subscribe(() => {
      const status = list().data?.find((c) => c.chatId === 1)?.chatStatus;
      if (status && status !== seen[seen.length - 1]) seen.push(status);
    });
    const releasedAt = Date.now();
    release();
    await waitFor(() => expect(list().fulfilledTimeStamp).toBeGreaterThanOrEqual(releasedAt));
    stop();
    expect(seen).not.toContain('DELIVER');
    // The late list is on screen, and it did not make the chat unread again, not even for a moment.
    expect(screen.getByText('3 conversations, 0 unread')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: /^Inbox/ })).not.toHaveAccessibleName(/\b1 unread/);
  });

  it('Mark unread leaves the chat unread: the open conversation does not read it again', async () => {
    const { user, router } = renderApp('/messages/inbox?chatId=1', { user: 'employer' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText(/Yes, very much/);
    expect(await screen.findByText('3 conversations, 0 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark unread' }));
    expect(await screen.findByText('3 conversations, 1 unread')).toBeInTheDocument();
    // The conversation closes: focus goes to its row in the list, not to the page.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Inbox conversations' })).getByRole('link', {
          name: /^Jordan Rossi, unread/,
        }),
      ).toHaveFocus(),
    );
    await waitFor(() => expect(db().chats.find((c) => c.id === 1)?.chatStatus).toBe('DELIVER'));
    // The closed chat's entry was replaced: Back does not open it again (and read it again).
    await act(() => router.navigate(-1));
    expect(router.state.location.search).not.toContain('chatId=1');
    // What the server was asked last: nothing read it again.
    expect(screen.getByText('3 conversations, 1 unread')).toBeInTheDocument();
  });
});

describe('a link to a conversation filed in another folder', () => {
  it('opens it in its own folder, in place of the link', async () => {
    // Alex put the chat with Dakota Smith in trash; a notification still links to it in the inbox.
    db().chats.find((c) => c.id === 6)!.categories[1] = 'TRASH';
    const { router } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/messages/inbox?chatId=6'));
    const trash = await folderList('Trash');
    expect(screen.getByRole('heading', { level: 1, name: 'Trash' })).toBeInTheDocument();
    expect(within(trash).getByRole('link', { name: /^Dakota Smith/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(router.state.location.pathname + router.state.location.search).toBe('/messages/trash?chatId=6');
    expect(screen.getByRole('region', { name: 'Conversation with Dakota Smith' })).toBeInTheDocument();
    // The link's entry was replaced: Back leaves the messages.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/job-seeker/dashboard');
  });
});

describe('a link to a conversation that is gone', () => {
  it('says so, offers the way back, and no message box to write into', async () => {
    renderApp('/messages/inbox?chatId=99999', { user: 'employer' });
    expect(await screen.findByText(/This conversation could not be found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your messages' })).toHaveAttribute(
      'href',
      '/messages/inbox',
    );
    expect(screen.queryByRole('textbox', { name: /Message/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('the times of messages', () => {
  it("shows today's at their time and an earlier day's at its date and time", async () => {
    const chat = db().chats.find((c) => c.id === 2)!;
    const earlier = new Date();
    earlier.setDate(earlier.getDate() - 3);
    earlier.setHours(15, 4, 0, 0);
    chat.messages[0].sentAt = earlier.toISOString();
    const today = dayjs().startOf('minute');
    chat.messages.at(-1)!.sentAt = today.toISOString();
    renderApp('/messages/inbox?chatId=2', { user: 'employer' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    const day = dayjs(earlier).format('MMM D, YYYY');
    expect(await within(log).findByText(new RegExp(`^${day}, 3:04 pm`))).toBeInTheDocument();
    // Today's: the time alone (then the status, under the reader's own last message).
    expect(within(log).getByText(new RegExp(`^${today.format('h:mm a')}( · \\w+)?$`))).toBeInTheDocument();
  });
});

describe('sending a message', () => {
  it('shows the message at once and keeps its line breaks', async () => {
    const { user } = renderApp('/messages/inbox?chatId=2', { user: 'employer' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText(/Thursday works for me/);
    await user.type(screen.getByLabelText('Message'), 'First line{Shift>}{Enter}{/Shift}second line');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await within(log).findByText('First line\nsecond line', { normalizer: (s) => s }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('Send pressed from the keyboard leaves focus in the message box, ready for the next one', async () => {
    const { user } = renderApp('/messages/inbox?chatId=2', { user: 'employer' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText(/Thursday works for me/);
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Sent with the button');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(log).findByText('Sent with the button')).toBeInTheDocument();
    expect(box).toHaveFocus();
    // An empty box sends nothing; the button says it cannot, and keeps focus.
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(within(log).getAllByText('Sent with the button')).toHaveLength(1);
  });

  it("a file over the limit says the server's reason and sends nothing", async () => {
    const { user } = renderApp('/messages/inbox?chatId=2', { user: 'employer' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText(/Thursday works for me/);
    const big = new File([new Uint8Array(600 * 1024)], 'portfolio.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('File to attach'), big);
    expect(await screen.findByText('The file is too large: it can be at most 512 KB')).toBeInTheDocument();
    expect(within(log).queryByText('portfolio.pdf')).not.toBeInTheDocument();
  });

  it("a program is refused with the server's reason and nothing is sent", async () => {
    const { user } = renderApp('/messages/inbox?chatId=2', { user: 'employer' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText(/Thursday works for me/);
    const program = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    await user.upload(screen.getByLabelText('File to attach'), program);
    expect(await screen.findByText('Programs cannot be sent in a chat')).toBeInTheDocument();
    expect(within(log).queryByText('setup.exe')).not.toBeInTheDocument();
  });

  it('marks a failed message, and sends it again on retry', async () => {
    const { user } = renderApp('/messages/inbox?chatId=2', { user: 'employer' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText(/Thursday works for me/);
    failNext({ path: '/chat/add-messages', status: 500 });
    await user.type(screen.getByLabelText('Message'), 'Are you there?{Enter}');
    // The catalogue's message for a 500, once, beside Retry and Discard (no toast repeats it).
    expect(await within(log).findByText('Not sent: Internal server error')).toBeInTheDocument();
    expect(screen.getAllByText(/Internal server error/)).toHaveLength(1);
    expect(within(log).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(within(log).getByText('Are you there?')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log).queryByText(/Not sent/)).not.toBeInTheDocument());
    expect(within(log).getAllByText('Are you there?')).toHaveLength(1);
    // Retry went with the mark: focus is back in the message box, not on the page.
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveFocus());
  });

  it('a failed message discarded gives focus back to the message box', async () => {
    const { user } = renderApp('/messages/inbox?chatId=2', { user: 'employer' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText(/Thursday works for me/);
    failNext({ path: '/chat/add-messages', status: 500 });
    await user.type(screen.getByLabelText('Message'), 'Never mind{Enter}');
    await user.click(await within(log).findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(log).queryByText('Never mind')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveFocus());
  });
});

describe('a long conversation read further up', () => {
  /** Chat 2 with 150 earlier messages: more than its view shows, so the reader can scroll away from the newest. */
  function lengthen() {
    const chat = db().chats.find((c) => c.id === 2)!;
    const first = Date.parse(chat.messages[0].sentAt);
    const earlier = Array.from({ length: 150 }, (_, n) => ({
      id: 2_000_000 + n,
      chatId: 2,
      sentBy: chat.userIds[n % 2],
      messageText: `Earlier message ${n}`,
      sentAt: new Date(first - (150 - n) * 60_000).toISOString(),
    }));
    chat.messages.unshift(...earlier);
  }

  /**
   * The reader scrolls the conversation up from its newest message to its first (the test DOM lays nothing out:
   * say its size).
   */
  function scrollToTop(log: HTMLElement) {
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 154 * 40 });
    Object.defineProperty(log, 'offsetHeight', { configurable: true, value: 2000 });
    log.scrollTop = 154 * 40 - 2000;
    fireEvent.scroll(log);
    log.scrollTop = 0;
    fireEvent.scroll(log);
  }

  async function openScrolledUp() {
    lengthen();
    const app = renderApp('/messages/inbox?chatId=2', { user: 'employer' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText(/Thursday works for me/);
    act(() => scrollToTop(log));
    await within(log).findByText('Earlier message 0');
    expect(within(log).queryByText(/Thursday works for me/)).not.toBeInTheDocument();
    return { ...app, log };
  }

  it('a message sent from there brings the view down to it', async () => {
    const { user, log } = await openScrolledUp();
    await user.type(screen.getByLabelText('Message'), 'Back at the bottom{Enter}');
    expect(await within(log).findByText('Back at the bottom')).toBeInTheDocument();
    expect(within(log).queryByText('Earlier message 0')).not.toBeInTheDocument();
  });

  const reply = () =>
    messageReceived({
      id: 2_100_000,
      chatId: 2,
      sentBy: 202,
      messageText: 'A reply from below',
      sentAt: new Date().toISOString(),
      chatStatus: 'DELIVER',
    });

  it('a reply arriving there is offered with "New message below", which shows it', async () => {
    const { user, log, store } = await openScrolledUp();
    act(() => {
      store.dispatch(reply());
    });
    // The text being read stays where it is.
    expect(within(log).getByText('Earlier message 0')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'New message below' }));
    expect(await within(log).findByText('A reply from below')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'New message below' })).not.toBeInTheDocument(),
    );
    // The button is gone: focus stays in the conversation.
    expect(log).toHaveFocus();
  });

  it('a reply arriving the moment the reader scrolls up leaves the view where the reader took it', async () => {
    lengthen();
    const { store } = renderApp('/messages/inbox?chatId=2', { user: 'employer' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText(/Thursday works for me/);
    // The list's own word on where the reader is comes 50 ms after a scroll: the reply comes before it.
    act(() => {
      scrollToTop(log);
      store.dispatch(reply());
    });
    expect(await screen.findByRole('button', { name: 'New message below' })).toBeInTheDocument();
    expect(within(log).getByText('Earlier message 0')).toBeInTheDocument();
  });
});

describe('focus as a conversation opens and closes', () => {
  it('"Message {name}" opens the conversation with focus in its message box', async () => {
    const applied = db().userJobs.find((u) => u.userId === 1 && u.status === 'APPLIED')!;
    const job = db().jobs.find((j) => j.id === applied.jobId)!;
    const { user, router } = renderApp(`/job-description?jobId=${job.id}`, { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: /^Message / }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/messages\//));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
    // Once: the request is out of the history entry.
    expect(router.state.location.state).toBeNull();
  });

  it('on a phone, a conversation opened from the list takes focus to its message box', () =>
    atPhoneWidth(async () => {
      const { user } = renderApp('/messages/inbox', { user: 'employer' });
      await user.click(within(await folderList('Inbox')).getByRole('link', { name: /^Jordan Rossi/ }));
      const conversation = await screen.findByRole('region', { name: 'Conversation with Jordan Rossi' });
      await waitFor(() =>
        expect(within(conversation).getByRole('textbox', { name: 'Message' })).toHaveFocus(),
      );
    }));

  it('on a phone, "Back to the list" takes focus to the conversation\'s row', () =>
    atPhoneWidth(async () => {
      const { user } = renderApp('/messages/inbox?chatId=2', { user: 'employer' });
      await within(await screen.findByRole('log', { name: 'Messages' })).findByText(/Thursday works for me/);
      const name = screen.getByRole('region', { name: /^Conversation with / }).getAttribute('aria-label')!;
      await user.click(screen.getByRole('link', { name: 'Back to the list' }));
      const rows = within(await folderList('Inbox'));
      const row = rows.getByRole('link', { name: new RegExp(`^${name.replace('Conversation with ', '')}`) });
      await waitFor(() => expect(row).toHaveFocus());
    }));

  it("on a phone, a conversation opened from the list goes back to it: the phone's Back then leaves, and focus is on its row", () =>
    atPhoneWidth(async () => {
      const { user, router } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
      await screen.findByRole('heading', { level: 1 });
      await act(() => router.navigate('/messages/inbox'));
      await user.click(within(await folderList('Inbox')).getByRole('link', { name: /^Dakota Smith/ }));
      await screen.findByRole('region', { name: 'Conversation with Dakota Smith' });
      await user.click(screen.getByRole('link', { name: 'Back to the list' }));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      // Back in the history, not a new entry: one more Back leaves the messages.
      expect(router.state.historyAction).toBe('POP');
      const row = within(await folderList('Inbox')).getByRole('link', { name: /^Dakota Smith/ });
      await waitFor(() => expect(row).toHaveFocus());
      await act(() => router.navigate(-1));
      expect(router.state.location.pathname).toBe('/job-seeker/dashboard');

      // The phone's own Back from the conversation does the same: the list, with focus on the row.
      await act(() => router.navigate('/messages/inbox'));
      await user.click(within(await folderList('Inbox')).getByRole('link', { name: /^Dakota Smith/ }));
      await screen.findByRole('region', { name: 'Conversation with Dakota Smith' });
      await act(() => router.navigate(-1));
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: 'Inbox conversations' })).getByRole('link', {
            name: /^Dakota Smith/,
          }),
        ).toHaveFocus(),
      );
    }));

  it('on a wide screen, a conversation opened from the list leaves focus on its row', async () => {
    const { user } = renderApp('/messages/inbox', { user: 'employer' });
    const row = within(await folderList('Inbox')).getByRole('link', { name: /^Jordan Rossi/ });
    await user.click(row);
    await screen.findByRole('region', { name: 'Conversation with Jordan Rossi' });
    expect(row).toHaveFocus();
  });
});
