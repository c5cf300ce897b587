import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { messageFor, type ApiError } from '@/api/errors';
import { currentOwner } from '@/lib/drafts';
import { sessionEnded, sessionStarted } from '@/state/auth/events';
import { keptOutbox } from './drafts';
import { ChatApi } from './endpoints';
import type { Message, NewMessage } from './types';

/**
 * The chat's client state (the chats and messages themselves are in the query cache): the open conversation,
 * and the outbox, the messages typed here that the server does not have yet, in the order typed: waiting for
 * the connection, sending, or failed with Retry and Discard. A saved message leaves the outbox as it joins the
 * conversation's history. What sends them, one at a time and in order, is ./outbox; the tab keeps them for its
 * user across a reload (./drafts).
 */
export interface ChatState {
  openChatId: number | null;
  outbox: Message[];
}

/** With the outbox this tab kept for whoever is signed in (./drafts): after a reload, or when they sign in again. */
const initialState = (): ChatState => ({ openChatId: null, outbox: keptOutbox(currentOwner()) });

const { sendMessage, getHistory } = ChatApi.endpoints;

/** No answer at all (offline, backend unreachable): the message waits for the connection, it has not failed. */
export const noAnswer = (e: ApiError | undefined) => !!e && e.status == null && e.code !== 'REJECTED';

const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    chatOpened(state, action: PayloadAction<number | null>) {
      state.openChatId = action.payload;
    },
    /** Typed and sent: it waits its turn in the outbox. */
    messageQueued: {
      reducer(state, action: PayloadAction<NewMessage & { sentAt: string }>) {
        state.outbox.push({ ...action.payload, chatStatus: 'SENT', delivery: 'queued' });
      },
      prepare: (m: NewMessage) => ({ payload: { ...m, sentAt: new Date().toISOString() } }),
    },
    messageRetried(state, action: PayloadAction<string>) {
      const m = state.outbox.find((x) => x.clientId === action.payload);
      if (m?.delivery === 'failed') {
        m.delivery = 'queued';
        delete m.failure;
      }
    },
    messageDiscarded(state, action: PayloadAction<string>) {
      state.outbox = state.outbox.filter((m) => m.clientId !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, initialState)
      .addCase(sessionEnded, initialState)
      .addMatcher(sendMessage.matchPending, (state, { meta }) => {
        const m = meta.arg.originalArgs;
        const known = state.outbox.find((x) => x.clientId === m.clientId);
        if (known) {
          known.delivery = 'sending';
          delete known.failure;
        } else
          state.outbox.push({
            ...m,
            sentAt: new Date(meta.startedTimeStamp).toISOString(),
            chatStatus: 'SENT',
            delivery: 'sending',
          });
      })
      .addMatcher(sendMessage.matchFulfilled, (state, { meta, payload }) => {
        const { clientId } = meta.arg.originalArgs;
        state.outbox = state.outbox.flatMap((x) =>
          x.clientId !== clientId ? [x] : payload.delivery === 'sent' ? [payload] : [],
        );
      })
      // A history loaded after a message was saved has it: the outbox's copy goes.
      .addMatcher(getHistory.matchFulfilled, (state, { meta }) => {
        const chatId = meta.arg.originalArgs;
        state.outbox = state.outbox.filter((x) => x.chatId !== chatId || x.delivery !== 'sent');
      })
      .addMatcher(sendMessage.matchRejected, (state, { meta, payload }) => {
        const m = state.outbox.find((x) => x.clientId === meta.arg.originalArgs.clientId);
        if (!m) return;
        const error = payload as ApiError | undefined;
        if (noAnswer(error)) {
          m.delivery = 'queued';
          return;
        }
        m.delivery = 'failed';
        m.failure = error ? messageFor(error) : 'Error';
      });
  },
});

export const { chatOpened, messageQueued, messageRetried, messageDiscarded } = chatSlice.actions;
export default chatSlice.reducer;
