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

// The jobs picked for comparison (search, saved jobs and best matches share them), kept for the tab's life.
const COMPARE = 'compare-jobs';

export function readCompare(): number[] {
  try {
    const v = JSON.parse(sessionStorage.getItem(COMPARE) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

export function writeCompare(ids: number[]) {
  sessionStorage.setItem(COMPARE, JSON.stringify(ids));
}

// Where the employer is in each job's best-match review, so that a reload goes on from there (the tab's life).
const REVIEW = 'review:';

/** The review's place in a job's applicants (0, the best match, when none is kept). */
export function readReviewIndex(jobId: number): number {
  try {
    const index = Number(sessionStorage.getItem(`${REVIEW}${jobId}`));
    return Number.isInteger(index) && index > 0 ? index : 0;
  } catch {
    return 0;
  }
}

export function writeReviewIndex(jobId: number, index: number) {
  try {
    if (index > 0) sessionStorage.setItem(`${REVIEW}${jobId}`, String(index));
    else sessionStorage.removeItem(`${REVIEW}${jobId}`);
  } catch {
    // Storage refused: a reload starts at the best match, as before.
  }
}

/**
 * Spec section 4: the session's storage is cleared (its keys, and the jobs picked to compare and the places in
 * the reviews, which are the user's: the next user to sign in on this tab starts with none). The mock backend's
 * own data (when in mock mode) survives a logout.
 */
export function clearSession() {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  sessionStorage.removeItem(COMPARE);
  const reviews = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
  for (const key of reviews) if (key?.startsWith(REVIEW)) sessionStorage.removeItem(key);
}
