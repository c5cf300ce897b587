import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '@/state/auth/events';
import { chatApi } from './endpoints';
import type { Message } from './types';

/**
 * The chat's client state (the chats and messages themselves are in the query cache): the open conversation,
 * and the outbox, the messages typed here that the server does not have yet: sending, or failed with Retry
 * and Discard. A saved message leaves the outbox as it joins the conversation's history.
 */
export interface ChatState {
  openChatId: number | null;
  outbox: Message[];
}

const initialState: ChatState = { openChatId: null, outbox: [] };

const { sendMessage } = chatApi.endpoints;

const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    chatOpened(state, action: PayloadAction<number | null>) {
      state.openChatId = action.payload;
    },
    messageDiscarded(state, action: PayloadAction<string>) {
      state.outbox = state.outbox.filter((m) => m.clientId !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addMatcher(sendMessage.matchPending, (state, { meta }) => {
        const m = meta.arg.originalArgs;
        const retried = state.outbox.find((x) => x.clientId === m.clientId);
        if (retried) retried.delivery = 'sending';
        else
          state.outbox.push({
            ...m,
            sentAt: new Date(meta.startedTimeStamp).toISOString(),
            chatStatus: 'SENT',
            delivery: 'sending',
          });
      })
      .addMatcher(sendMessage.matchFulfilled, (state, { meta }) => {
        state.outbox = state.outbox.filter((x) => x.clientId !== meta.arg.originalArgs.clientId);
      })
      .addMatcher(sendMessage.matchRejected, (state, { meta }) => {
        const m = state.outbox.find((x) => x.clientId === meta.arg.originalArgs.clientId);
        if (m) m.delivery = 'failed';
      });
  },
});

export const { chatOpened, messageDiscarded } = chatSlice.actions;
export default chatSlice.reducer;
