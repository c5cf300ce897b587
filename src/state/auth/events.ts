import { createAction } from '@reduxjs/toolkit';
import type { Session } from '@/state/auth/types';

// Session events every slice may react to: a new session starts, or the session ends
// (logout, a 401, another tab logging out, account deletion). Each slice resets itself on sessionEnded.
export const sessionStarted = createAction<Session>('session/started');
export const sessionEnded = createAction('session/ended');
