import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { byLatest, countUnread } from '@/state/chat/rules';
import type { ChatCategory } from '@/state/chat/types';

const selectChats = (s: RootState) => s.chat.chats;
const selectMe = (s: RootState) => s.auth.id;

/**
 * Counts shown beside the Sensichat menu entries, keyed INBOX, STAR and TRASH (missing counts are 0).
 * Derived from the chat list by the unread rule once it is loaded; until then, the server's counts.
 */
export const selectFolderCounts = createSelector(
  [selectChats, selectMe, (s: RootState) => s.chat.chatsLoaded, (s: RootState) => s.chat.unreadCounts],
  (chats, me, loaded, server): Record<ChatCategory, number> =>
    loaded
      ? countUnread(chats, me)
      : { INBOX: server.INBOX ?? 0, STAR: server.STAR ?? 0, TRASH: server.TRASH ?? 0 },
);

export const selectFolderChats = createSelector(
  [selectChats, (_: RootState, category: ChatCategory) => category],
  (chats, category) => chats.filter((c) => c.chatCategory === category).sort(byLatest),
);

export const selectOpenChat = (s: RootState) =>
  s.chat.chats.find((c) => c.chatId === s.chat.openChatId) ?? null;
