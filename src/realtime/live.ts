import type { AppStore } from '@/app/store';
import { baseApi } from '@/state/api';
import { alertRaised } from '@/state/auth/authSlice';
import { flushOutbox } from '@/state/chat/outbox';
import { chatUpdateReceived, messageReceived } from '@/state/chat/socket';
import type { Chat, Message } from '@/state/chat/types';
import { notificationReceived } from '@/state/notifications/endpoints';
import type { AppNotification } from '@/state/notifications/types';
import { realtime } from './index';
import { TOPICS } from './topics';

/** Connects the signed-in user's socket and feeds its events into the query cache; returns the disconnect. */
export function startLive({ dispatch }: AppStore) {
  const onNotification = (n: AppNotification) => {
    if (!n?.type) return;
    dispatch(notificationReceived(n));
    dispatch(alertRaised(n.type === 'NEW_CHAT' ? 'CHAT' : 'ALERT_NOTIFICATION'));
  };

  const offs = [
    realtime.subscribe<Message>(TOPICS.chatMessages, (m) => dispatch(messageReceived(m))),
    realtime.subscribe<Chat>(TOPICS.chatUpdates, (c) => dispatch(chatUpdateReceived(c))),
    realtime.subscribe<AppNotification>(TOPICS.notifications, onNotification),
    // Whatever happened while the socket was down is fetched again by every screen that shows it (chats,
    // counts, notifications, and a list that failed meanwhile: refetchOnReconnect). Messages typed meanwhile
    // go out, in order (the socket's reconnect is also the probe of a backend that stopped answering).
    realtime.onReconnect(() => {
      dispatch(baseApi.internalActions.onOnline());
      void dispatch(flushOutbox());
    }),
  ];
  realtime.connect();
  return () => {
    offs.forEach((off) => off());
    void realtime.disconnect();
  };
}
