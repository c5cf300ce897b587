import { req } from '@/api/baseQuery';
import { EP } from '@/api/endpoints';
import { baseApi } from '@/state/api';
import { get, lifecycle, type Patch } from '@/state/lifecycle';
import { toGroups, withNotification, withoutNotification, type Grouped } from './rules';
import type { AppNotification } from './types';

export const NotificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query(
      get({ url: EP.notifications.list, errorToast: false }, ['Notifications'], toGroups),
    ),
    /** `quiet`: read as a side effect (its chat opened), not asked for: a failure is not toasted. */
    markNotificationRead: build.mutation<void, AppNotification & { quiet?: boolean }>({
      query: (n) =>
        req('PUT', EP.notifications.markRead(n.id), undefined, n.quiet ? { errorToast: false } : {}),
      // The notification leaves its group at once; a failed call puts it back.
      onQueryStarted: lifecycle({ patch: (n) => groupsChanged((g) => withoutNotification(g, n)) }),
    }),
  }),
});

const groupsChanged = (recipe: (groups: Grouped) => void): Patch =>
  NotificationsApi.util.updateQueryData('getNotifications', undefined, recipe);

/** A notification pushed over the socket joins the cached list (spec section 4: grouped by type, by id). */
export const notificationReceived = (n: AppNotification) => groupsChanged((g) => withNotification(g, n));
