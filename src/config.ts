// Build-time configuration, read once. See .env.example for what each variable means.
declare const __MOCK__: boolean;

const env = import.meta.env;
const trimSlash = (s: string) => s.replace(/\/+$/, '');

/** True when the app runs against its own mock backend (decided at build time). */
export const MOCK_MODE: boolean = typeof __MOCK__ !== 'undefined' && __MOCK__;

/**
 * The padding the pages keep at their bottom, per breakpoint, for mock mode's Demo tab (fixed at the bottom-left,
 * src/mocks/MockBanner.tsx): scrolled to its end, no page has its footer or last control under it. Null in a
 * real-backend build (the layouts keep their own padding; the branch is folded away).
 */
export const DEMO_TAB_CLEARANCE = MOCK_MODE ? { xs: '72px', md: '56px' } : null;

/** Origin of the real backend; empty means same origin (mock mode, or a reverse proxy). */
export const API_ORIGIN = MOCK_MODE ? '' : trimSlash(env.VITE_API_BASE_URL ?? '');
export const API_BASE = `${API_ORIGIN}/api/v1`;

/** SockJS endpoint. The spec does not give its path, so it defaults to `${origin}/ws`. */
export const WS_URL = trimSlash(env.VITE_WS_URL || `${API_ORIGIN}/ws`);

/** The spec's fixed link a Free-Trial subscription leads to. */
export const FREE_TRIAL_URL = env.VITE_FREE_TRIAL_URL || '/employer/profile-setup/free-trial';

/** Spec section 9: HTTP timeout. */
export const HTTP_TIMEOUT_MS = 300000;
