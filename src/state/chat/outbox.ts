import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { connectivity } from '@/lib/connectivity';
import { messageQueued, messageRetried } from './chatSlice';
import { ChatApi } from './endpoints';
import type { Message, NewMessage } from './types';

type Thunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;

const waiting = (outbox: Message[]) => outbox.find((m) => m.delivery === 'queued');

/**
 * Sends the outbox's waiting messages one at a time, in the order typed, so the other side reads them in that
 * order. One run at a time: while a message is on its way, the run that sent it takes the rest. A message that
 * gets no answer goes back to waiting and the run stops until the connection is back (src/realtime/live.ts
 * starts a run then); a refused one is marked failed and the run goes on. Each message carries its clientId to
 * the server, so one sent again after a lost answer is saved once.
 */
export const flushOutbox = (): Thunk<Promise<void>> => async (dispatch, getState) => {
  if (getState().chat.outbox.some((m) => m.delivery === 'sending')) return;
  for (;;) {
    if (connectivity.get() === 'offline') return;
    const next = waiting(getState().chat.outbox);
    if (!next) return;
    const { chatId, clientId, messageText, fileUrl, fileName } = next;
    if (!clientId || chatId == null) return;
    await dispatch(
      ChatApi.endpoints.sendMessage.initiate({ chatId, clientId, messageText, fileUrl, fileName }),
    );
    const after = getState().chat.outbox.find((m) => m.clientId === clientId);
    if (after?.delivery === 'queued') return;
  }
};

/** A message typed in a conversation: it joins the outbox and goes out in its turn. */
export const sendChatMessage =
  (m: NewMessage): Thunk<Promise<void>> =>
  (dispatch) => {
    dispatch(messageQueued(m));
    return dispatch(flushOutbox());
  };

/** Retry on a failed message: it waits its turn again. */
export const retryChatMessage =
  (clientId: string): Thunk<Promise<void>> =>
  (dispatch) => {
    dispatch(messageRetried(clientId));
    return dispatch(flushOutbox());
  };
