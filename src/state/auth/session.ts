import { toRole } from '@/lib/roles';
import { clearSession, writeSession } from '@/lib/storage';
import type { AppDispatch } from '@/app/store';
import { sessionEnded, sessionStarted } from './events';
import type { LoginResponse, Session } from './types';

/** A login (or verified OTP) answer as the session it starts; null when it has no role or token. */
export function toSession(res: LoginResponse): Session | null {
  const role = toRole(res?.userType);
  if (!role || !res.token) return null;
  return {
    id: Number(res.id),
    role,
    token: res.token,
    email: res.email,
    profileComplete: !!res.profileComplete,
  };
}

/** Spec section 4: a login stores token, role, profileComplete, id and email, and every slice hears of it. */
export function startSession(session: Session, dispatch: AppDispatch) {
  writeSession(session);
  dispatch(sessionStarted(session));
}

/** Ends the session locally whatever the server says: clears storage, resets every slice and the cache. */
export function endSession(dispatch: AppDispatch) {
  clearSession();
  dispatch(sessionEnded());
}
