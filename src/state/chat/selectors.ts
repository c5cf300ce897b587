import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';

/** A conversation's messages typed here that the server does not have yet, in the order typed. */
export const selectOutbox = createSelector(
  [(s: RootState) => s.chat.outbox, (_: RootState, chatId: number) => chatId],
  (outbox, chatId) => outbox.filter((m) => m.chatId === chatId),
);
