import type { AppStore } from '@/app/store';
import { baseApi } from '@/state/api';
import { alertRaised } from '@/state/auth/authSlice';
import { chatApi, chatListChanged } from '@/state/chat/endpoints';
import { receivedChat, shouldAppend, withChat, withLastMessage, withLastStatus } from '@/state/chat/rules';
import type { Chat, Message } from '@/state/chat/types';
import { notificationReceived } from '@/state/notifications/endpoints';
import type { AppNotification } from '@/state/notifications/types';
import { realtime } from './index';
import { TOPICS } from './topics';

/** Connects the signed-in user's socket and feeds its events into the query cache; returns the disconnect. */
export function startLive(store: AppStore) {
  const { dispatch, getState } = store;
  const cachedChats = () => chatApi.endpoints.getChats.select()(getState()).data;

  const onMessage = (m: Message) => {
    if (!m || m.chatId == null) return;
    const chatId = m.chatId;
    const known = cachedChats()?.some((c) => c.chatId === chatId);
    // Spec section 4: it joins the conversation only if its sentAt differs from the last message's.
    dispatch(chatApi.util.updateQueryData('getHistory', chatId, (h) => (shouldAppend(h, m) ? [...h, m] : h)));
    dispatch(
      chatListChanged((list) =>
        list.map((c) =>
          c.chatId === chatId && c.lastMessageTime !== m.sentAt ? withLastMessage(c, m, 'DELIVER') : c,
        ),
      ),
    );
    // The reader is looking at this conversation: what arrives in it is read.
    const { chat, auth } = getState();
    if (chatId === chat.openChatId && m.sentBy !== auth.id && document.visibilityState === 'visible')
      void dispatch(chatApi.endpoints.markRead.initiate(chatId));
    // A new conversation: the list (and its counts) come from the server.
    if (!known) dispatch(chatApi.util.invalidateTags(['Chats', 'UnreadCounts']));
  };

  // Spec section 4: an updated chat was delivered (SENT becomes DELIVER); its last message shows the status.
  const onChat = (update: Chat) => {
    if (update?.chatId == null) return;
    const chat = receivedChat(update);
    dispatch(chatListChanged((list) => withChat(list, chat)));
    dispatch(chatApi.util.updateQueryData('getHistory', chat.chatId, (h) => withLastStatus(h, chat)));
  };

  const onNotification = (n: AppNotification) => {
    if (!n?.type) return;
    dispatch(notificationReceived(n));
    dispatch(alertRaised(n.type === 'NEW_CHAT' ? 'CHAT' : 'ALERT_NOTIFICATION'));
  };

  const offs = [
    realtime.subscribe<Message>(TOPICS.chatMessages, onMessage),
    realtime.subscribe<Chat>(TOPICS.chatUpdates, onChat),
    realtime.subscribe<AppNotification>(TOPICS.notifications, onNotification),
    // Whatever happened while the socket was down is fetched again by every screen that shows it.
    realtime.onReconnect(() =>
      dispatch(baseApi.util.invalidateTags(['Chats', 'UnreadCounts', 'ChatHistory', 'Notifications'])),
    ),
  ];
  realtime.connect();
  return () => {
    offs.forEach((off) => off());
    void realtime.disconnect();
  };
}
