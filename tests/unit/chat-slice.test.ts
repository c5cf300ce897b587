import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { sessionStarted } from '@/state/auth/events';
import { fetchChats, markRead, markUnread, moveChat, sendMessage } from '@/state/chat/api';
import { chatOpened, chatUpdated, messageReceived } from '@/state/chat/chatSlice';
import { selectFolderChats, selectFolderCounts } from '@/state/chat/selectors';
import type { Chat } from '@/state/chat/types';

const ME = 3;
const base: Chat = {
  chatId: 7,
  chatCategory: 'INBOX',
  lastMessage: 'Hello',
  lastMessageTime: '2026-11-20T10:00:00.000Z',
  chatStatus: 'SENT',
  lastMessageBy: 200,
};

function setup(chats: Chat[] = [base]) {
  const store = makeStore();
  store.dispatch(
    sessionStarted({ id: ME, role: 'EMPLOYER', token: 't', email: 'hr@acme.test', profileComplete: true }),
  );
  store.dispatch(fetchChats.fulfilled(chats, 'r'));
  return store;
}

describe('chat slice', () => {
  it('shows the server counts until the chat list is in, then derives them', () => {
    const store = makeStore();
    expect(selectFolderCounts(store.getState())).toEqual({ INBOX: 0, STAR: 0, TRASH: 0 });
    const loaded = setup([{ ...base, chatStatus: 'DELIVER' }]);
    expect(selectFolderCounts(loaded.getState())).toEqual({ INBOX: 1, STAR: 0, TRASH: 0 });
  });

  it('raises the count when an updated chat arrives (SENT becomes DELIVER) and lowers it when read', () => {
    const store = setup([]);
    store.dispatch(chatUpdated(base));
    expect(store.getState().chat.chats[0].chatStatus).toBe('DELIVER');
    expect(selectFolderCounts(store.getState()).INBOX).toBe(1);
    store.dispatch(markRead.pending('r', 7));
    expect(store.getState().chat.chats[0].chatStatus).toBe('READ');
    expect(selectFolderCounts(store.getState()).INBOX).toBe(0);
  });

  it('marks a chat in trash unread too', () => {
    const store = setup([{ ...base, chatCategory: 'TRASH', chatStatus: 'READ' }]);
    store.dispatch(markUnread.pending('r', 7));
    expect(selectFolderCounts(store.getState())).toEqual({ INBOX: 0, STAR: 0, TRASH: 1 });
  });

  it('moves a chat between folders', () => {
    const store = setup();
    const starred = { ...base, chatCategory: 'STAR' as const };
    store.dispatch(moveChat.fulfilled(starred, 'r', { chatId: 7, chatCategory: 'STAR' }));
    expect(selectFolderChats(store.getState(), 'INBOX')).toHaveLength(0);
    expect(selectFolderChats(store.getState(), 'STAR').map((c) => c.chatId)).toEqual([7]);
    const back = { ...base, chatCategory: 'INBOX' as const };
    store.dispatch(moveChat.fulfilled(back, 'r', { chatId: 7, chatCategory: 'INBOX' }));
    expect(selectFolderChats(store.getState(), 'INBOX')).toHaveLength(1);
  });

  it('appends a socket message to the open chat once, and updates the list either way', () => {
    const store = setup();
    store.dispatch(chatOpened(7));
    const m = {
      chatId: 7,
      messageText: 'New',
      sentAt: '2026-11-20T11:00:00.000Z',
      chatStatus: 'DELIVER' as const,
      sentBy: 200,
    };
    store.dispatch(messageReceived(m));
    store.dispatch(messageReceived(m));
    expect(store.getState().chat.messages).toHaveLength(1);
    expect(store.getState().chat.chats[0].lastMessage).toBe('New');
    store.dispatch(messageReceived({ ...m, chatId: 8, sentAt: '2026-11-20T11:01:00.000Z' }));
    expect(store.getState().chat.messages).toHaveLength(1);
  });

  it('shows a sent message at once, marks it failed, and replaces it when the retry succeeds', () => {
    const store = setup();
    store.dispatch(chatOpened(7));
    const arg = { chatId: 7, clientId: 'c1', messageText: 'Hi there' };
    store.dispatch(sendMessage.pending('r1', arg));
    expect(store.getState().chat.messages[0]).toMatchObject({ messageText: 'Hi there', delivery: 'sending' });
    store.dispatch(sendMessage.rejected(null, 'r1', arg));
    expect(store.getState().chat.messages[0].delivery).toBe('failed');
    store.dispatch(sendMessage.pending('r2', arg));
    const saved = {
      id: 1,
      chatId: 7,
      messageText: 'Hi there',
      sentAt: '2026-11-20T12:00:00.000Z',
      chatStatus: 'SENT' as const,
      sentBy: ME,
    };
    store.dispatch(sendMessage.fulfilled(saved, 'r2', arg));
    expect(store.getState().chat.messages).toEqual([saved]);
    expect(store.getState().chat.chats[0]).toMatchObject({ lastMessage: 'Hi there', lastMessageBy: ME });
  });
});
