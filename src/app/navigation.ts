// Lets code outside React (thunks, the API client's 401 path) navigate through the one router.
type Navigate = (to: string, opts?: { replace?: boolean; state?: unknown }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate) {
  navigateImpl = fn;
}

export const navigateTo: Navigate = (to, opts) => navigateImpl(to, opts);
