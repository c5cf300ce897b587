import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import auth, { type AuthState } from '@/features/auth/authSlice';
import type { EmployerState } from '@/features/employer/employerSlice';
import type { JobsState } from '@/features/jobs/jobsSlice';
import type { ChatState } from '@/features/chat/chatSlice';
import type { MeetingsState } from '@/features/meetings/meetingsSlice';
import type { NotificationsState } from '@/features/notifications/notificationsSlice';

/** The five feature slices; they are injected by src/app/featureSlices.ts before anything reads them. */
export interface FeatureState {
  employer: EmployerState;
  jobs: JobsState;
  chat: ChatState;
  meetings: MeetingsState;
  notifications: NotificationsState;
}

/** The six domain slices of the design. */
export type RootState = { auth: AuthState } & FeatureState;

/**
 * The public pages need only the session (auth), so only auth ships with the first page; the feature
 * slices (and the thunks they import) arrive with the app's pages. featureSlices.ts injects them before
 * any page, layout or signed-in session that reads them is loaded, so RootState can describe them as present.
 */
export const rootReducer = combineSlices({ auth }).withLazyLoadedSlices<FeatureState>();

let current: AppStore | null = null;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer as unknown as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
  });
  current = store;
  return store;
}

/** The store the app (or the current test) runs on: featureSlices.ts fills its new slices in. */
export const currentStore = () => current;

export type AppStore = ReturnType<typeof configureStore<RootState>>;
export type AppDispatch = AppStore['dispatch'];
