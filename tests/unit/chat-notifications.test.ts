import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { chatIdOf } from '@/state/notifications/chatNotifications';
import { notificationReceived, NotificationsApi } from '@/state/notifications/endpoints';
import { toGroups, withNotification, withoutNotification } from '@/state/notifications/rules';
import { countNotifications } from '@/state/notifications/selectors';
import type { AppNotification } from '@/state/notifications/types';
import { signIn } from '../components/render';

const n = (id: number, type: AppNotification['type']): AppNotification => ({ id, type, message: `n${id}` });

describe('notifications', () => {
  it('groups a response by type, with a missing group empty', () => {
    const groups = toGroups({ NEW_CHAT: [n(1, 'NEW_CHAT')], SAVED_JOB: null });
    expect(groups.NEW_CHAT).toHaveLength(1);
    expect(groups.SAVED_JOB).toEqual([]);
    expect(groups.APPLIED_JOB).toEqual([]);
    expect(toGroups(undefined).NEW_MATCHES).toEqual([]);
    expect(countNotifications(undefined)).toBe(0);
  });

  it('removes a notification from its group when it is marked read (spec section 4)', () => {
    const groups = toGroups({ NEW_CHAT: [n(1, 'NEW_CHAT'), n(2, 'NEW_CHAT')] });
    withoutNotification(groups, n(1, 'NEW_CHAT'));
    expect(groups.NEW_CHAT.map((x) => x.id)).toEqual([2]);
    expect(countNotifications(groups)).toBe(1);
  });

  it('adds one that arrives over the socket once, first in its group', () => {
    const groups = toGroups({ NEW_MATCHES: [n(1, 'NEW_MATCHES')] });
    withNotification(groups, n(5, 'NEW_MATCHES'));
    withNotification(groups, n(5, 'NEW_MATCHES'));
    expect(groups.NEW_MATCHES.map((x) => x.id)).toEqual([5, 1]);
  });

  it('keeps one cached copy that a socket notification and a read both change', async () => {
    signIn('seeker');
    const store = makeStore();
    const get = NotificationsApi.endpoints.getNotifications;
    const sub = store.dispatch(get.initiate());
    const before = await sub.unwrap();
    const total = countNotifications(before);
    store.dispatch(notificationReceived(n(999, 'NEW_MATCHES')));
    expect(countNotifications(get.select()(store.getState()).data)).toBe(total + 1);
    const first = before.NEW_MATCHES[0] ?? before.SAVED_JOB[0] ?? before.APPLIED_JOB[0] ?? before.NEW_CHAT[0];
    await store.dispatch(NotificationsApi.endpoints.markNotificationRead.initiate(first)).unwrap();
    expect(countNotifications(get.select()(store.getState()).data)).toBe(total);
    sub.unsubscribe();
  });
});

describe('the conversation a new-message notification is about', () => {
  const note = (link: string | null, type: AppNotification['type'] = 'NEW_CHAT') =>
    ({ id: 1, type, message: 'm', link }) as AppNotification;

  it('is the chatId its link names, and none for an odd link or another type', () => {
    expect(chatIdOf(note('/messages/inbox?chatId=12'))).toBe(12);
    expect(chatIdOf(note('https://app.example/messages/trash?x=1&chatId=7'))).toBe(7);
    for (const odd of ['http://', '//', '/messages/inbox', '/messages/inbox?chatId=abc', '?chatId=-2', null])
      expect(chatIdOf(note(odd))).toBeNull();
    expect(chatIdOf(note('/messages/inbox?chatId=12', 'SAVED_JOB'))).toBeNull();
  });
});
