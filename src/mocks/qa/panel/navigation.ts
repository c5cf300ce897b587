import { dashboardFor, paths, profileSetupFor } from '@/app/paths';
import { clearSession, readSession, writeSession } from '@/lib/storage';
import type { MockUser } from '../../seed/auth';
import { openSession, type QaSession } from '../accounts';

/** Where the panel sends the browser after changing the data or the session: a full load, as a user would. */
export type Navigate = (url: string) => void;

export const reloadPage = (navigate: Navigate) =>
  navigate(`${window.location.pathname}${window.location.search}`);

const homeOf = (s: QaSession) => (s.profileComplete ? dashboardFor(s.role) : profileSetupFor(s.role));

/** Signs the browser in as `user` (a session in the mock, the keys in storage) and opens their home page. */
export function signInAs(user: MockUser, navigate: Navigate) {
  if (!user.verified) {
    // Not verified: no session yet; the code page with the code in the Demo panel.
    navigate(paths.verifyEmail(user.email, user.id));
    return;
  }
  const session = openSession(user);
  writeSession(session);
  navigate(homeOf(session));
}

/** After an import: the exported session, or signed out when the file had none. */
export function restoreSession(session: QaSession | null, navigate: Navigate) {
  if (session) {
    writeSession(session);
    navigate(homeOf(session));
  } else {
    clearSession();
    navigate(paths.landing);
  }
}

/** The app's session as kept in storage, when there is one. */
export function currentSession(): QaSession | null {
  const s = readSession();
  return s.token && s.role && s.id != null && s.email
    ? { token: s.token, role: s.role, profileComplete: s.profileComplete, id: s.id, email: s.email }
    : null;
}
