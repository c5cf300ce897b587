import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { NotificationsApi } from './endpoints';
import type { AppNotification } from './types';

// Kept apart from the bell's code: only an open conversation needs it (its own chunk, not every page's).

/** The conversation a NEW_CHAT notification is about, named by its link (`/messages/inbox?chatId=12`). */
export function chatIdOf(n: AppNotification): number | null {
  if (n.type !== 'NEW_CHAT' || !n.link || !URL.canParse(n.link, 'http://link')) return null;
  const id = Number(new URL(n.link, 'http://link').searchParams.get('chatId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A conversation read: its NEW_CHAT notifications are read as well, so the bell and the inbox agree (each is
 * marked read as one opened from the bell is).
 */
export const chatNotificationsRead =
  (chatId: number, tried: Set<number>): ThunkAction<void, RootState, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const groups = NotificationsApi.endpoints.getNotifications.select()(getState()).data;
    for (const n of groups?.NEW_CHAT ?? []) {
      // Once each: a refused one comes back to the list, and is not asked again while the conversation is open.
      if (chatIdOf(n) !== chatId || tried.has(n.id)) continue;
      tried.add(n.id);
      void dispatch(NotificationsApi.endpoints.markNotificationRead.initiate({ ...n, quiet: true }));
    }
  };
