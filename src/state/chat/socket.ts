import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { ChatApi, chatChanged, chatListChanged, historyChanged, keepStatusChange } from './endpoints';
import { receivedChat, withChat, withLastMessage, withLastStatus, withMessage } from './rules';
import type { Chat, Message } from './types';

type Thunk = ThunkAction<void, RootState, unknown, UnknownAction>;

/**
 * A message pushed over the socket. Spec section 4: it joins its conversation only if its sentAt differs from
 * the last message's; the list shows it as the chat's last message (delivered). A message in the conversation
 * the reader is looking at is read; one in a conversation the list does not know brings the list again.
 */
export const messageReceived =
  (m: Message): Thunk =>
  (dispatch, getState) => {
    const chatId = m?.chatId;
    if (chatId == null) return;
    const known = ChatApi.endpoints.getChats
      .select()(getState())
      .data?.some((c) => c.chatId === chatId);
    dispatch(historyChanged(chatId, (h) => withMessage(h, m)));
    dispatch(
      chatChanged(chatId, (c) => (c.lastMessageTime !== m.sentAt ? withLastMessage(c, m, 'DELIVER') : c)),
    );
    const { chat, auth } = getState();
    if (chatId === chat.openChatId && m.sentBy !== auth.id && document.visibilityState === 'visible')
      void dispatch(ChatApi.endpoints.markRead.initiate(chatId));
    if (!known) dispatch(ChatApi.util.invalidateTags(['Chats', 'UnreadCounts']));
  };

/** A chat changed (spec section 4: an updated chat was delivered, SENT becomes DELIVER). */
export const chatUpdateReceived =
  (update: Chat): Thunk =>
  (dispatch) => {
    if (update?.chatId == null) return;
    // A reply arriving in the open conversation is being read: its SENT does not make the chat unread again.
    const chat = keepStatusChange(receivedChat(update), Date.now());
    dispatch(chatListChanged((list) => withChat(list, chat)));
    // The open conversation's last message shows the chat's status (Sent, Delivered, Read).
    dispatch(historyChanged(chat.chatId, (h) => withLastStatus(h, chat)));
  };
