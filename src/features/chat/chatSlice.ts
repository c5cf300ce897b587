import { createSlice } from '@reduxjs/toolkit';
import type { RequestsState } from '@/api/request-state';
import { sessionEnded } from '@/features/auth/events';
import type { Chat, ChatCategory, Message } from './types';

/** Spec section 3: chats, the open conversation, and the server's unread counts (initially 0). */
export interface ChatState {
  chats: Chat[];
  openChatId: number | null;
  messages: Message[];
  unreadCounts: Record<ChatCategory, number> & Record<string, number>;
  requests: RequestsState;
}

const initialState: ChatState = {
  chats: [],
  openChatId: null,
  messages: [],
  unreadCounts: { INBOX: 0, STAR: 0, TRASH: 0 },
  requests: {},
};

const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export default chatSlice.reducer;
