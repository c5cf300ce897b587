import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { failNext, mockConfig } from '@/mocks/http';
import { ChatApi } from '@/state/chat/endpoints';
import { folderChats, folderCounts } from '@/state/chat/rules';
import { selectOutbox } from '@/state/chat/selectors';
import { chatUpdateReceived, messageReceived } from '@/state/chat/socket';
import type { Chat } from '@/state/chat/types';
import { signedInStore } from '../components/render';

const ME = 3;
const { getChats, getHistory, markRead, markUnread, moveChat, sendMessage } = ChatApi.endpoints;

/** The employer signed in, with the chat list in the cache (subscribed, as the menu does). */
async function setup() {
  const store = signedInStore('employer');
  await store.dispatch(getChats.initiate()).unwrap();
  const list = () => getChats.select()(store.getState()).data ?? [];
  const counts = () => folderCounts(list(), ME);
  const history = (chatId: number) => getHistory.select(chatId)(store.getState()).data ?? [];
  return { store, list, counts, history };
}

describe('the chat data layer', () => {
  it('shows the server counts until the chat list is in, then derives them', async () => {
    expect(folderCounts(undefined, ME)).toEqual({ INBOX: 0, STAR: 0, TRASH: 0 });
    expect(folderCounts(undefined, ME, { INBOX: 4 })).toEqual({ INBOX: 4, STAR: 0, TRASH: 0 });
    const { counts } = await setup();
    expect(counts()).toEqual({ INBOX: 1, STAR: 1, TRASH: 0 });
  });

  it('raises the count when an updated chat arrives (SENT becomes DELIVER) and lowers it at once when read', async () => {
    const { store, list, counts } = await setup();
    const arrived: Chat = {
      chatId: 99,
      chatCategory: 'INBOX',
      lastMessage: 'Hello',
      lastMessageTime: new Date().toISOString(),
      chatStatus: 'SENT',
      lastMessageBy: 250,
    };
    store.dispatch(chatUpdateReceived(arrived));
    expect(list().find((c) => c.chatId === 99)?.chatStatus).toBe('DELIVER');
    expect(counts().INBOX).toBe(2);
    const read = store.dispatch(markRead.initiate(1));
    expect(counts().INBOX).toBe(1);
    await read.unwrap();
    expect(list().find((c) => c.chatId === 1)?.chatStatus).toBe('READ');
    expect(db().chats.find((c) => c.id === 1)?.chatStatus).toBe('READ');
  });

  it('a chat pushed while a read of it is on its way stays read (a reply in the open conversation)', async () => {
    const { store, list, counts } = await setup();
    mockConfig.latencyMs = 200;
    const read = store.dispatch(markRead.initiate(1));
    expect(counts().INBOX).toBe(0);
    const chat = list().find((c) => c.chatId === 1)!;
    store.dispatch(chatUpdateReceived({ ...chat, chatStatus: 'SENT', lastMessageBy: 250 }));
    expect(counts().INBOX).toBe(0);
    await read.unwrap();
    expect(list().find((c) => c.chatId === 1)?.chatStatus).toBe('READ');
  });

  it('marks a chat in trash unread too', async () => {
    const { store, counts } = await setup();
    await store.dispatch(markUnread.initiate(4)).unwrap();
    expect(counts()).toEqual({ INBOX: 1, STAR: 1, TRASH: 1 });
  });

  it('puts a chat back as it was when marking it read fails', async () => {
    const { store, counts } = await setup();
    failNext({ path: '/chat/mark-as-read', status: 500 });
    await store.dispatch(markRead.initiate(1));
    expect(counts().INBOX).toBe(1);
  });

  it('moves a chat between folders', async () => {
    const { store, list } = await setup();
    await store.dispatch(moveChat.initiate({ chatId: 2, chatCategory: 'STAR' })).unwrap();
    expect(folderChats(list(), 'INBOX').map((c) => c.chatId)).not.toContain(2);
    expect(folderChats(list(), 'STAR').map((c) => c.chatId)).toContain(2);
    await store.dispatch(moveChat.initiate({ chatId: 2, chatCategory: 'INBOX' })).unwrap();
    expect(folderChats(list(), 'INBOX').map((c) => c.chatId)).toContain(2);
  });

  it('appends a socket message to its conversation once, and updates the list either way', async () => {
    const { store, list, history } = await setup();
    await store.dispatch(getHistory.initiate(2)).unwrap();
    const before = history(2).length;
    const m = {
      chatId: 2,
      messageText: 'New',
      sentAt: new Date().toISOString(),
      chatStatus: 'DELIVER' as const,
      sentBy: 202,
    };
    store.dispatch(messageReceived(m));
    store.dispatch(messageReceived(m));
    expect(history(2)).toHaveLength(before + 1);
    expect(list().find((c) => c.chatId === 2)).toMatchObject({ lastMessage: 'New', chatStatus: 'DELIVER' });

    // The other side read it: the last message says so.
    store.dispatch(
      chatUpdateReceived({ ...list().find((c) => c.chatId === 2)!, chatStatus: 'READ', lastMessageBy: ME }),
    );
    expect(history(2).at(-1)?.chatStatus).toBe('READ');
  });

  it('shows a sent message at once, marks it failed, and replaces it when the retry succeeds', async () => {
    const { store, list, history } = await setup();
    await store.dispatch(getHistory.initiate(2)).unwrap();
    const outbox = () => selectOutbox(store.getState(), 2);
    const arg = { chatId: 2, clientId: 'c1', messageText: 'Hi there' };
    failNext({ path: '/chat/add-messages', status: 500 });
    const first = store.dispatch(sendMessage.initiate(arg));
    expect(outbox()).toMatchObject([{ messageText: 'Hi there', delivery: 'sending' }]);
    await first;
    expect(outbox()).toMatchObject([{ delivery: 'failed' }]);
    await store.dispatch(sendMessage.initiate(arg)).unwrap();
    expect(outbox()).toEqual([]);
    expect(history(2).at(-1)).toMatchObject({ messageText: 'Hi there', sentBy: ME });
    expect(list().find((c) => c.chatId === 2)).toMatchObject({ lastMessage: 'Hi there', lastMessageBy: ME });
  });
});
