import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { fetchNotifications, markNotificationRead, toGroups } from '@/features/notifications/api';
import { notificationReceived, selectNotificationCount } from '@/features/notifications/notificationsSlice';
import type { AppNotification } from '@/features/notifications/types';

const n = (id: number, type: AppNotification['type']): AppNotification => ({ id, type, message: `n${id}` });

describe('notifications', () => {
  it('groups a response by type, with a missing group empty', () => {
    const groups = toGroups({ NEW_CHAT: [n(1, 'NEW_CHAT')], SAVED_JOB: null });
    expect(groups.NEW_CHAT).toHaveLength(1);
    expect(groups.SAVED_JOB).toEqual([]);
    expect(groups.APPLIED_JOB).toEqual([]);
    expect(toGroups(undefined).NEW_MATCHES).toEqual([]);
  });

  it('removes a notification from its group when it is marked read (spec section 4)', () => {
    const store = makeStore();
    store.dispatch(
      fetchNotifications.fulfilled(toGroups({ NEW_CHAT: [n(1, 'NEW_CHAT'), n(2, 'NEW_CHAT')] }), 'r'),
    );
    store.dispatch(markNotificationRead.pending('r', n(1, 'NEW_CHAT')));
    expect(store.getState().notifications.byType.NEW_CHAT.map((x) => x.id)).toEqual([2]);
    expect(selectNotificationCount(store.getState())).toBe(1);
  });

  it('adds one that arrives over the socket once', () => {
    const store = makeStore();
    store.dispatch(notificationReceived(n(5, 'NEW_MATCHES')));
    store.dispatch(notificationReceived(n(5, 'NEW_MATCHES')));
    expect(store.getState().notifications.byType.NEW_MATCHES).toHaveLength(1);
  });
});
