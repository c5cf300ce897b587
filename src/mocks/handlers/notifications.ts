import { EP } from '@/api/endpoints';
import { NOTIFICATION_TYPES } from '@/state/notifications/types';
import { TOPICS } from '@/realtime/topics';
import { db, nextId } from '../db';
import { MockHttpError, route } from '../http';
import { broker } from '../realtime';
import type { MockNotification } from '../seed/chat';
import { newestFirst } from '../order';

/** Stores a notification for a user and pushes it to them, as the server's alert topic does. */
export function notify(userId: number, n: Pick<MockNotification, 'type' | 'title' | 'message' | 'link'>) {
  const stored: MockNotification = {
    id: nextId(),
    userId,
    ...n,
    createdAt: new Date().toISOString(),
    read: false,
  };
  db().notifications.push(stored);
  const { userId: _u, read: _r, ...dto } = stored;
  broker.publishToUser(userId, TOPICS.notifications, dto);
}

/** Notifications answer grouped by type, newest first; marking one read takes it out of its group. */
export const notificationHandlers = [
  route('get', EP.notifications.list, ({ user }) => {
    const mine = db()
      .notifications.filter((n) => n.userId === user.id && !n.read)
      .sort(newestFirst((n) => n.createdAt));
    return Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [
        type,
        mine.filter((n) => n.type === type).map(({ userId: _u, read: _r, ...dto }) => dto),
      ]),
    );
  }),
  route('put', EP.notifications.markRead(':id'), ({ user, params }) => {
    const n = db().notifications.find((x) => x.id === Number(params.id) && x.userId === user.id);
    if (!n) throw new MockHttpError(404, 'Notification not found');
    n.read = true;
    return { id: n.id };
  }),
];
