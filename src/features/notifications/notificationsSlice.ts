import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { trackRequests, type RequestsState } from '@/api/request-state';
import { sessionEnded } from '@/features/auth/events';
import { fetchNotifications, markNotificationRead, notificationThunks } from './api';
import { NOTIFICATION_TYPES, type AppNotification, type NotificationType } from './types';

/** Spec section 3: notifications grouped by type, each with an id. */
export interface NotificationsState {
  byType: Record<NotificationType, AppNotification[]>;
  requests: RequestsState;
}

const initialState: NotificationsState = {
  byType: { NEW_CHAT: [], SAVED_JOB: [], NEW_MATCHES: [], APPLIED_JOB: [] },
  requests: {},
};

/** Spec section 4: marking one read removes it from its type group. */
function remove(state: NotificationsState, n: AppNotification) {
  const group = state.byType[n.type];
  if (group) state.byType[n.type] = group.filter((x) => x.id !== n.id);
}

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** A new notification from the socket; one already listed is not shown twice. */
    notificationReceived(state, action: PayloadAction<AppNotification>) {
      const n = action.payload;
      if (!NOTIFICATION_TYPES.includes(n?.type)) return;
      const group = state.byType[n.type];
      if (!group.some((x) => x.id === n.id)) group.unshift(n);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(fetchNotifications.fulfilled, (state, action) => {
        state.byType = action.payload;
      })
      .addCase(markNotificationRead.pending, (state, action) => remove(state, action.meta.arg));
    trackRequests(builder, notificationThunks);
  },
});

export const { notificationReceived } = notificationsSlice.actions;
export const selectNotificationCount = (s: { notifications: NotificationsState }) =>
  NOTIFICATION_TYPES.reduce((n, t) => n + (s.notifications.byType[t]?.length ?? 0), 0);
export default notificationsSlice.reducer;
