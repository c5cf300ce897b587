import { api } from '@/api/client';
import { EP } from '@/api/endpoints';
import { apiThunk } from '@/api/thunk';
import { NOTIFICATION_TYPES, type AppNotification, type NotificationType } from './types';

export type Grouped = Record<NotificationType, AppNotification[]>;

/** GET /notification/alert answers the notifications grouped by type; a missing group is empty. */
export function toGroups(data: unknown): Grouped {
  const source = (data ?? {}) as Partial<Record<NotificationType, unknown>>;
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((t) => {
      const list = source[t];
      return [t, Array.isArray(list) ? (list as AppNotification[]).map((n) => ({ ...n, type: t })) : []];
    }),
  ) as Grouped;
}

export const fetchNotifications = apiThunk('notifications/fetch', async () => {
  const { data } = await api.get(EP.notifications.list, { errorToast: false });
  return toGroups(data);
});

export const markNotificationRead = apiThunk('notifications/markRead', async (n: AppNotification) => {
  await api.put(EP.notifications.markRead(n.id));
  return n;
});

export const notificationThunks = [fetchNotifications, markNotificationRead];
