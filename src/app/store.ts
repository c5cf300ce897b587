import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import auth, { type AuthState } from '@/state/auth/authSlice';
import type { ApiState } from '@/state/api';
import type { EmployerState } from '@/state/employer/employerSlice';
import type { JobsState } from '@/state/jobs/jobsSlice';
import type { ChatState } from '@/state/chat/chatSlice';

/** What src/app/dataLayer.ts injects: the RTK Query cache and the domains' client-state slices. */
export interface LazyState {
  api: ApiState;
  employer: EmployerState;
  jobs: JobsState;
  chat: ChatState;
}

export type RootState = { auth: AuthState } & LazyState;

/**
 * The public pages need only the session (auth), so only auth ships with the first page; the data layer
 * (RTK Query and the other domains) arrives with the first auth or signed-in screen. dataLayer.ts injects
 * it before any page, layout or session service that reads it is loaded, so RootState can describe it as present.
 */
export const rootReducer = combineSlices({ auth }).withLazyLoadedSlices<LazyState>();

// Middleware that arrives with the data layer (RTK Query's); a store made later gets it at once.
const lateMiddleware: Middleware[] = [];
let current: { store: AppStore; dynamic: ReturnType<typeof createDynamicMiddleware> } | null = null;

export function addMiddleware(...middleware: Middleware[]) {
  lateMiddleware.push(...middleware);
  current?.dynamic.addMiddleware(...middleware);
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const dynamic = createDynamicMiddleware();
  dynamic.addMiddleware(...lateMiddleware);
  const store = configureStore({
    reducer: rootReducer as unknown as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(dynamic.middleware),
  });
  current = { store, dynamic };
  return store;
}

/** The store the app (or the current test) runs on: dataLayer.ts fills its new slices in. */
export const currentStore = () => current?.store ?? null;

export type AppStore = ReturnType<typeof configureStore<RootState>>;
export type AppDispatch = AppStore['dispatch'];
