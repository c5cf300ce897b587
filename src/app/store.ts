import { combineReducers, configureStore } from '@reduxjs/toolkit';
import auth from '@/features/auth/authSlice';
import employer from '@/features/employer/employerSlice';
import jobs from '@/features/jobs/jobsSlice';
import chat from '@/features/chat/chatSlice';
import meetings from '@/features/meetings/meetingsSlice';
import notifications from '@/features/notifications/notificationsSlice';

/** The six domain slices of the design. */
const rootReducer = combineReducers({ auth, employer, jobs, chat, meetings, notifications });

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
