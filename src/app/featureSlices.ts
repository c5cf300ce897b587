import employer from '@/features/employer/employerSlice';
import jobs from '@/features/jobs/jobsSlice';
import chat from '@/features/chat/chatSlice';
import meetings from '@/features/meetings/meetingsSlice';
import notifications from '@/features/notifications/notificationsSlice';
import { currentStore, rootReducer } from './store';

rootReducer.inject({ reducerPath: 'employer', reducer: employer });
rootReducer.inject({ reducerPath: 'jobs', reducer: jobs });
rootReducer.inject({ reducerPath: 'chat', reducer: chat });
rootReducer.inject({ reducerPath: 'meetings', reducer: meetings });
rootReducer.inject({ reducerPath: 'notifications', reducer: notifications });

/** A store made before the injection gets the new slices' initial state with its next action: send one now. */
export function fillStore() {
  const store = currentStore();
  if (store && !('jobs' in store.getState())) store.dispatch({ type: 'app/featureSlicesLoaded' });
}

fillStore();
