/**
 * STOMP destinations. The spec does not name them, so they live here, in one place, and README lists them.
 * User destinations follow Spring's convention (/user/queue/...), which the broker resolves per session.
 */
export const TOPICS = {
  /** A new message in one of the user's chats. Body: Message with chatId. */
  chatMessages: '/user/queue/messages',
  /** A chat changed (status, category, last message). Body: Chat. */
  chatUpdates: '/user/queue/chat-updates',
  /** A new notification. Body: AppNotification. */
  notifications: '/user/queue/notifications',
} as const;
