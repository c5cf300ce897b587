// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  countUnread,
  fetchedChat,
  folderOf,
  isUnread,
  receivedChat,
  shouldAppend,
  withLaterArrivals,
  withStatusChange,
} from '@/state/chat/rules';
import { showsLastMessage } from '@/state/chat/reading';
import { linkify, safeHref } from '@/features/chat/components/MessageText';
import type { Chat, Message } from '@/state/chat/types';

const ME = 3;
const chat = (over: Partial<Chat>): Chat => ({
  chatId: 1,
  chatCategory: 'INBOX',
  lastMessage: 'Hi',
  lastMessageTime: '2026-11-20T10:00:00.000Z',
  chatStatus: 'DELIVER',
  lastMessageBy: 200,
  ...over,
});
const msg = (sentAt: string): Message => ({ messageText: 'x', sentAt, chatStatus: 'SENT' });

describe('unread count per folder (spec section 4)', () => {
  it('counts chats that are DELIVER and whose last message came from the other party', () => {
    expect(isUnread(chat({}), ME)).toBe(true);
    expect(isUnread(chat({ lastMessageBy: ME }), ME)).toBe(false);
    expect(isUnread(chat({ chatStatus: 'READ' }), ME)).toBe(false);
    expect(isUnread(chat({ chatStatus: 'SENT' }), ME)).toBe(false);
  });

  it('counts a message sent while the reader was away once the reader fetches the chat', () => {
    expect(isUnread(fetchedChat(chat({ chatStatus: 'SENT' }), ME), ME)).toBe(true);
    // The reader's own message stays SENT until the other side receives it; READ stays read.
    expect(fetchedChat(chat({ chatStatus: 'SENT', lastMessageBy: ME }), ME).chatStatus).toBe('SENT');
    expect(fetchedChat(chat({ chatStatus: 'READ' }), ME).chatStatus).toBe('READ');
  });

  it('keys the counts INBOX, STAR and TRASH and starts at 0', () => {
    expect(countUnread([], ME)).toEqual({ INBOX: 0, STAR: 0, TRASH: 0 });
    const chats = [
      chat({ chatId: 1 }),
      chat({ chatId: 2 }),
      chat({ chatId: 3, chatCategory: 'STAR' }),
      chat({ chatId: 4, chatCategory: 'TRASH', lastMessageBy: ME }),
      chat({ chatId: 5, chatCategory: 'TRASH' }),
      chat({ chatId: 6, chatStatus: 'READ' }),
    ];
    expect(countUnread(chats, ME)).toEqual({ INBOX: 2, STAR: 1, TRASH: 1 });
  });
});

describe('status transitions (spec section 4)', () => {
  it('turns SENT into DELIVER when an updated chat arrives, and leaves other statuses alone', () => {
    expect(receivedChat(chat({ chatStatus: 'SENT' })).chatStatus).toBe('DELIVER');
    expect(receivedChat(chat({ chatStatus: 'READ' })).chatStatus).toBe('READ');
    expect(receivedChat(chat({ chatStatus: 'DELIVER' })).chatStatus).toBe('DELIVER');
  });
});

describe('the sentAt rule for socket messages (spec section 4)', () => {
  it('appends only when sentAt differs from the last message', () => {
    const list = [msg('2026-11-20T10:00:00.000Z'), msg('2026-11-20T10:01:00.000Z')];
    expect(shouldAppend(list, msg('2026-11-20T10:01:00.000Z'))).toBe(false);
    expect(shouldAppend(list, msg('2026-11-20T10:02:00.000Z'))).toBe(true);
    expect(shouldAppend([], msg('2026-11-20T10:02:00.000Z'))).toBe(true);
  });
});

describe('a history fetched while messages came in', () => {
  const at = (minute: number, messageText: string, sentBy = ME): Message => ({
    messageText,
    sentAt: `2026-11-20T10:0${minute}:00.000Z`,
    chatStatus: 'SENT',
    sentBy,
  });
  const text = (list: Message[]) => list.map((m) => m.messageText);

  it('keeps, after what the server answered, the messages saved after it answered', () => {
    const fetched = [at(0, 'old'), at(1, 'answered')];
    const cached = [at(0, 'old'), at(1, 'answered'), at(2, 'sent meanwhile'), at(3, 'pushed meanwhile', 200)];
    expect(text(withLaterArrivals(fetched, cached))).toEqual([
      'old',
      'answered',
      'sent meanwhile',
      'pushed meanwhile',
    ]);
  });

  it('takes the answer as it is when it has everything the cache had', () => {
    const fetched = [at(0, 'old'), at(1, 'new')];
    expect(withLaterArrivals(fetched, [at(0, 'old')])).toBe(fetched);
    expect(text(withLaterArrivals([], [at(0, 'only')]))).toEqual(['only']);
  });

  it('knows a message by its time, not how the time is written, and never keeps one older than the answer', () => {
    const fetched = [{ ...at(1, 'same'), sentAt: '2026-11-20T10:01:00Z' }, at(2, 'newest')];
    expect(withLaterArrivals(fetched, [at(1, 'same'), at(0, 'not in the answer')])).toBe(fetched);
  });
});

describe('message links (spec section 2)', () => {
  it('open inbox or starred by the chat category, and trash for a trashed chat', () => {
    expect(folderOf('INBOX')).toBe('inbox');
    expect(folderOf('STAR')).toBe('starred');
    expect(folderOf('TRASH')).toBe('trash');
    expect(folderOf(undefined)).toBe('inbox');
  });
});

describe('message text', () => {
  it('turns web addresses into links and leaves the rest as text', () => {
    expect(linkify('See https://acme.example.com/jobs, then reply.\nThanks')).toEqual([
      { text: 'See ' },
      { text: 'https://acme.example.com/jobs', href: 'https://acme.example.com/jobs' },
      { text: ', then reply.\nThanks' },
    ]);
    expect(linkify('www.acme.test')[0].href).toBe('https://www.acme.test/');
  });

  it('never makes a link of a script or data address', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(linkify('javascript:alert(1) <b>hi</b>')).toEqual([{ text: 'javascript:alert(1) <b>hi</b>' }]);
  });
});

describe('a status this tab set, against a list fetched around it', () => {
  const unread = chat({ chatId: 1, chatStatus: 'DELIVER', lastMessageBy: 2 });
  it('stands against a list asked for before the server confirmed it', () => {
    expect(withStatusChange(unread, { chatStatus: 'READ', confirmedAt: 2000 }, 1000).chatStatus).toBe('READ');
    expect(withStatusChange(unread, { chatStatus: 'READ', confirmedAt: Infinity }, 1000).chatStatus).toBe(
      'READ',
    );
  });
  it('gives way to a list asked for after it was confirmed (the server has spoken since)', () => {
    expect(withStatusChange(unread, { chatStatus: 'READ', confirmedAt: 1000 }, 2000)).toBe(unread);
    expect(withStatusChange(unread, undefined, 2000)).toBe(unread);
  });
});

describe("a conversation showing its chat's last message (read once it is on screen)", () => {
  const last = chat({ lastMessageTime: '2026-11-20T10:01:00.000Z' });
  it('does once its history has the last message, however its time is written', () => {
    expect(showsLastMessage([msg('2026-11-20T10:00:00.000Z'), msg('2026-11-20T10:01:00Z')], last)).toBe(true);
    // An empty history shows all there is.
    expect(showsLastMessage([], last)).toBe(true);
  });
  it('does not while the list knows of a message the history has yet to bring', () => {
    expect(showsLastMessage([msg('2026-11-20T10:00:00.000Z')], last)).toBe(false);
  });
});
