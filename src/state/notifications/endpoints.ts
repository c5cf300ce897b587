import { EP } from '@/api/endpoints';
import { baseApi } from '@/state/api';
import { optimistic, type Patch } from '@/state/lifecycle';
import { toGroups, withNotification, withoutNotification, type Grouped } from './rules';
import type { AppNotification } from './types';

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Grouped, void>({
      query: () => ({ url: EP.notifications.list, errorToast: false }),
      transformResponse: toGroups,
      providesTags: ['Notifications'],
    }),
    markNotificationRead: build.mutation<void, AppNotification>({
      query: (n) => ({ url: EP.notifications.markRead(n.id), method: 'PUT' }),
      // The notification leaves its group at once; a failed call puts it back.
      onQueryStarted: optimistic((n: AppNotification): Patch =>
        notificationsApi.util.updateQueryData('getNotifications', undefined, (g) =>
          withoutNotification(g, n),
        ),
      ),
    }),
  }),
});

/** A notification pushed over the socket joins the cached list (spec section 4: grouped by type, by id). */
export const notificationReceived = (n: AppNotification) =>
  notificationsApi.util.updateQueryData('getNotifications', undefined, (g) => withNotification(g, n));
