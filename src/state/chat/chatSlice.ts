import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { trackRequests, type RequestsState } from '@/api/request-state';
import { sessionEnded } from '@/state/auth/events';
import {
  chatThunks,
  fetchChat,
  fetchChats,
  fetchHistory,
  fetchUnreadCounts,
  initiateChat,
  markRead,
  markUnread,
  moveChat,
  sendMessage,
} from '@/state/chat/api';
import { receivedChat, shouldAppend, withLastMessage } from '@/state/chat/rules';
import type { Chat, ChatCategory, Message } from '@/state/chat/types';

/** Spec section 3: chats, the open conversation, and the server's unread counts (initially 0). */
export interface ChatState {
  chats: Chat[];
  /** Once the chat list is in, the folder counts are derived from it (selectors.ts). */
  chatsLoaded: boolean;
  openChatId: number | null;
  messages: Message[];
  unreadCounts: Record<ChatCategory, number> & Record<string, number>;
  requests: RequestsState;
}

const initialState: ChatState = {
  chats: [],
  chatsLoaded: false,
  openChatId: null,
  messages: [],
  unreadCounts: { INBOX: 0, STAR: 0, TRASH: 0 },
  requests: {},
};

function upsert(state: ChatState, chat: Chat | undefined) {
  if (!chat?.chatId) return;
  const i = state.chats.findIndex((c) => c.chatId === chat.chatId);
  if (i >= 0) state.chats[i] = { ...state.chats[i], ...chat };
  else state.chats.push(chat);
}

function patch(state: ChatState, chatId: number, change: Partial<Chat>) {
  const chat = state.chats.find((c) => c.chatId === chatId);
  if (chat) Object.assign(chat, change);
}

const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    chatOpened(state, action: PayloadAction<number | null>) {
      if (state.openChatId === action.payload) return;
      state.openChatId = action.payload;
      state.messages = [];
    },
    /** An updated chat from the socket (spec section 4: SENT becomes DELIVER). */
    chatUpdated(state, action: PayloadAction<Chat>) {
      const chat = receivedChat(action.payload);
      upsert(state, chat);
      // The open conversation's last message shows the chat's status (Sent, Delivered, Read).
      const last = state.messages[state.messages.length - 1];
      if (chat.chatId === state.openChatId && last?.sentAt === chat.lastMessageTime)
        last.chatStatus = chat.chatStatus;
    },
    /** A message from the socket: appended to the open chat by the sentAt rule; the list follows either way. */
    messageReceived(state, action: PayloadAction<Message>) {
      const m = action.payload;
      if (m.chatId === state.openChatId && shouldAppend(state.messages, m)) state.messages.push(m);
      const chat = state.chats.find((c) => c.chatId === m.chatId);
      if (chat && chat.lastMessageTime !== m.sentAt) upsert(state, withLastMessage(chat, m, 'DELIVER'));
    },
    messageDiscarded(state, action: PayloadAction<string>) {
      state.messages = state.messages.filter((m) => m.clientId !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(fetchChats.fulfilled, (state, action) => {
        state.chats = action.payload.filter((c) => c?.chatId != null);
        state.chatsLoaded = true;
      })
      .addCase(fetchUnreadCounts.fulfilled, (state, action) => {
        state.unreadCounts = { ...initialState.unreadCounts, ...action.payload };
      })
      .addCase(fetchChat.fulfilled, (state, action) => upsert(state, action.payload))
      .addCase(initiateChat.fulfilled, (state, action) => upsert(state, action.payload))
      .addCase(fetchHistory.fulfilled, (state, action) => {
        if (action.payload.chatId !== state.openChatId) return;
        // A refetch (after a reconnect) replaces what the server has and keeps what is still only local.
        const local = state.messages.filter((m) => m.delivery);
        state.messages = [...action.payload.messages, ...local];
      })
      .addCase(sendMessage.pending, (state, action) => {
        const m = action.meta.arg;
        const existing = state.messages.find((x) => x.clientId === m.clientId);
        if (existing) existing.delivery = 'sending';
        else if (m.chatId === state.openChatId)
          state.messages.push({
            ...m,
            sentAt: new Date().toISOString(),
            chatStatus: 'SENT',
            delivery: 'sending',
          });
      })
      .addCase(sendMessage.fulfilled, (state, action) => {
        const saved = action.payload;
        const i = state.messages.findIndex((x) => x.clientId === action.meta.arg.clientId);
        if (i >= 0) state.messages[i] = saved;
        const chat = state.chats.find((c) => c.chatId === action.meta.arg.chatId);
        if (chat) upsert(state, withLastMessage(chat, saved, saved.chatStatus ?? 'SENT'));
      })
      .addCase(sendMessage.rejected, (state, action) => {
        const m = state.messages.find((x) => x.clientId === action.meta.arg.clientId);
        if (m) m.delivery = 'failed';
      })
      .addCase(markRead.pending, (state, action) => patch(state, action.meta.arg, { chatStatus: 'READ' }))
      .addCase(markRead.fulfilled, (state, action) => upsert(state, action.payload))
      // Spec section 4: marking unread applies to a chat in trash too, so it is never filtered by folder.
      .addCase(markUnread.pending, (state, action) =>
        patch(state, action.meta.arg, { chatStatus: 'DELIVER' }),
      )
      .addCase(markUnread.fulfilled, (state, action) => upsert(state, action.payload))
      .addCase(moveChat.fulfilled, (state, action) => upsert(state, action.payload));
    trackRequests(builder, chatThunks);
  },
});

export const { chatOpened, chatUpdated, messageReceived, messageDiscarded } = chatSlice.actions;
export default chatSlice.reducer;
