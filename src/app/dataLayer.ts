import type { Middleware } from '@reduxjs/toolkit';
import { baseApi } from '@/state/api';
import { sessionEnded } from '@/state/auth/events';
import employer from '@/state/employer/employerSlice';
import jobs from '@/state/jobs/jobsSlice';
import chat from '@/state/chat/chatSlice';
import { forgetStatusChanges } from '@/state/chat/endpoints';
import { addMiddleware, currentStore, rootReducer } from './store';

rootReducer.inject(baseApi);
rootReducer.inject({ reducerPath: 'employer', reducer: employer });
rootReducer.inject({ reducerPath: 'jobs', reducer: jobs });
rootReducer.inject({ reducerPath: 'chat', reducer: chat });

/** A session's server data is its own: when it ends, the whole cache goes (the next user fetches afresh). */
const resetCacheOnSessionEnd: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (sessionEnded.match(action)) {
    store.dispatch(baseApi.util.resetApiState());
    forgetStatusChanges();
  }
  return result;
};

addMiddleware(baseApi.middleware, resetCacheOnSessionEnd);

/** A store made before the injection gets the new slices' initial state with its next action: send one now. */
export function fillStore() {
  const store = currentStore();
  if (store && !('api' in store.getState())) store.dispatch({ type: 'app/dataLayerLoaded' });
}

fillStore();
