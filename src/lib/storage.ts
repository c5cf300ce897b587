import { toRole, type Role } from './roles';
import { SESSION_KEYS } from './sessionKeys';

export { SESSION_KEYS };

export interface StoredSession {
  token: string | null;
  role: Role | null;
  profileComplete: boolean;
  id: number | null;
  email: string | null;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readSession(): StoredSession {
  const id = Number(read('id'));
  return {
    token: read('token') || null,
    role: toRole(read('role')),
    profileComplete: read('profileComplete') === 'true',
    id: Number.isFinite(id) && id > 0 ? id : null,
    email: read('email'),
  };
}

export function writeSession(s: {
  token: string;
  role: Role;
  profileComplete: boolean;
  id: number;
  email: string;
}) {
  localStorage.setItem('token', s.token);
  localStorage.setItem('role', s.role);
  localStorage.setItem('profileComplete', String(s.profileComplete));
  localStorage.setItem('id', String(s.id));
  localStorage.setItem('email', s.email);
}

export function setStoredProfileComplete(value: boolean) {
  localStorage.setItem('profileComplete', String(value));
}

/** Clears the session keys only: the mock backend's own data (when in mock mode) survives a logout. */
export function clearSession() {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
}
