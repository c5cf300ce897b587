import type { AppStore } from '@/app/store';
import { alertRaised } from '@/state/auth/authSlice';
import { fetchHistory, markRead } from '@/state/chat/api';
import { chatUpdated, messageReceived } from '@/state/chat/chatSlice';
import type { Chat, Message } from '@/state/chat/types';
import { notificationReceived } from '@/state/notifications/endpoints';
import type { AppNotification } from '@/state/notifications/types';
import { realtime } from './index';
import { refreshSessionData } from './session';
import { TOPICS } from './topics';

/** Connects the signed-in user's socket and feeds its events into the store; returns the disconnect. */
export function startLive(store: AppStore) {
  const { dispatch, getState } = store;

  const onMessage = (m: Message) => {
    if (!m || m.chatId == null) return;
    const { chat, auth } = getState();
    const known = chat.chats.some((c) => c.chatId === m.chatId);
    dispatch(messageReceived(m));
    // The reader is looking at this conversation: what arrives in it is read.
    if (m.chatId === chat.openChatId && m.sentBy !== auth.id && document.visibilityState === 'visible')
      void dispatch(markRead(m.chatId));
    if (!known) refreshSessionData(store);
  };

  const onNotification = (n: AppNotification) => {
    if (!n?.type) return;
    dispatch(notificationReceived(n));
    dispatch(alertRaised(n.type === 'NEW_CHAT' ? 'CHAT' : 'ALERT_NOTIFICATION'));
  };

  const offs = [
    realtime.subscribe<Message>(TOPICS.chatMessages, onMessage),
    realtime.subscribe<Chat>(TOPICS.chatUpdates, (c) => c?.chatId != null && dispatch(chatUpdated(c))),
    realtime.subscribe<AppNotification>(TOPICS.notifications, onNotification),
    // Whatever happened while the socket was down is fetched again; the reducers replace, never append.
    realtime.onReconnect(() => {
      refreshSessionData(store);
      const open = getState().chat.openChatId;
      if (open != null) void dispatch(fetchHistory(open));
    }),
  ];
  realtime.connect();
  return () => {
    offs.forEach((off) => off());
    void realtime.disconnect();
  };
}
