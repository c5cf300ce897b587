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

/** Spec section 4: marking one read removes it from its type group. */
export function withoutNotification(groups: Grouped, n: AppNotification) {
  const group = groups[n.type];
  if (group) groups[n.type] = group.filter((x) => x.id !== n.id);
}

/** A new notification (from the socket) goes first in its group; one already listed is not shown twice. */
export function withNotification(groups: Grouped, n: AppNotification) {
  if (!NOTIFICATION_TYPES.includes(n?.type)) return;
  const group = (groups[n.type] ??= []);
  if (!group.some((x) => x.id === n.id)) group.unshift(n);
}
