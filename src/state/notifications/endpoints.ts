import { req } from '@/api/baseQuery';
import { EP } from '@/api/endpoints';
import { baseApi } from '@/state/api';
import { get, lifecycle, type Patch } from '@/state/lifecycle';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { chatIdOf, toGroups, withNotification, withoutNotification, type Grouped } from './rules';
import type { AppNotification } from './types';

export const NotificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query(
      get({ url: EP.notifications.list, errorToast: false }, ['Notifications'], toGroups),
    ),
    markNotificationRead: build.mutation<void, AppNotification>({
      query: (n) => req('PUT', EP.notifications.markRead(n.id)),
      // The notification leaves its group at once; a failed call puts it back.
      onQueryStarted: lifecycle({ patch: (n) => groupsChanged((g) => withoutNotification(g, n)) }),
    }),
  }),
});

const groupsChanged = (recipe: (groups: Grouped) => void): Patch =>
  NotificationsApi.util.updateQueryData('getNotifications', undefined, recipe);

/** A notification pushed over the socket joins the cached list (spec section 4: grouped by type, by id). */
export const notificationReceived = (n: AppNotification) => groupsChanged((g) => withNotification(g, n));

/**
 * A conversation read: its NEW_CHAT notifications are read as well, so the bell and the inbox agree (each is
 * marked read as one opened from the bell is).
 */
export const chatNotificationsRead =
  (chatId: number): ThunkAction<void, RootState, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const groups = NotificationsApi.endpoints.getNotifications.select()(getState()).data;
    for (const n of groups?.NEW_CHAT ?? [])
      if (chatIdOf(n) === chatId) void dispatch(NotificationsApi.endpoints.markNotificationRead.initiate(n));
  };
