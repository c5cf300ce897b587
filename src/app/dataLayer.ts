import type { Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/state/api';
import { sessionEnded } from '@/state/auth/events';
import employer from '@/state/employer/employerSlice';
import jobs from '@/state/jobs/jobsSlice';
import chat from '@/state/chat/chatSlice';
import { keepOutbox, putBackUndelivered } from '@/state/chat/drafts';
import { forgetStatusChanges } from '@/state/chat/endpoints';
import { beforeSessionForcedEnd } from './session';
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

/**
 * The browser back online: what is on screen is fetched again, a list that failed meanwhile included
 * (refetchOnReconnect), without the user pressing Retry; the live connection's return does the same for a
 * backend that stopped answering (src/realtime/live.ts). One call that got no answer while others did is not a
 * lost connection: its screen offers Retry. RTK Query's own listeners, set up per store as middleware is made.
 */
const refetchWhenBackOnline: Middleware = (store) => {
  setupListeners(store.dispatch);
  return (next) => (action) => next(action);
};

addMiddleware(baseApi.middleware, resetCacheOnSessionEnd, refetchWhenBackOnline, keepOutbox);

// A 401 ending the session takes the chat's outbox with it: what the server may not have goes back into drafts.
beforeSessionForcedEnd((owner, state) => putBackUndelivered(owner, state.chat.outbox));

/** A store made before the injection gets the new slices' initial state with its next action: send one now. */
export function fillStore() {
  const store = currentStore();
  if (store && !('api' in store.getState())) store.dispatch({ type: 'app/dataLayerLoaded' });
}

fillStore();
