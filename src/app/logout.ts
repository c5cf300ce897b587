import { toast } from '@/components/toast';
import { clearOwner, ownerOf } from '@/lib/drafts';
import { ERRORS } from '@/lib/messages';
import { AuthApi } from '@/state/auth/endpoints';
import { endSession } from '@/state/auth/session';
import { navigateTo } from './navigation';
import type { AppDispatch, RootState } from './store';

/**
 * Spec section 4: logout clears storage and goes to /login; if the server refuses, it says 'Logout failed'
 * and goes to /. The session ends either way, and the user's drafts with it (a 401 keeps them). Loaded with the data layer (the public header imports it lazily).
 */
export const logOut = () => async (dispatch: AppDispatch, getState: () => RootState) => {
  const id = getState().auth.id;
  const result = await dispatch(AuthApi.endpoints.logout.initiate(id ?? 0));
  const failed = 'error' in result;
  // What was said to the session ('Profile updated successfully!') does not follow the user out to the login page.
  toast.clear();
  if (failed) toast.error(ERRORS.logoutFailed);
  clearOwner(ownerOf(id));
  endSession(dispatch);
  navigateTo(failed ? '/' : '/login', { replace: true });
};
