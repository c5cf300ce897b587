import { createSlice } from '@reduxjs/toolkit';
import type { RequestsState } from '@/api/request-state';
import { sessionEnded } from '@/features/auth/events';
import type { AppNotification, NotificationType } from './types';

/** Spec section 3: notifications grouped by type, each with an id. */
export interface NotificationsState {
  byType: Record<NotificationType, AppNotification[]>;
  requests: RequestsState;
}

const initialState: NotificationsState = {
  byType: { NEW_CHAT: [], SAVED_JOB: [], NEW_MATCHES: [], APPLIED_JOB: [] },
  requests: {},
};

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export default notificationsSlice.reducer;
