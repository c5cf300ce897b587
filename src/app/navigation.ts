// Lets code outside React (thunks, the API client's 401 path) navigate through the one router.
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate) {
  navigateImpl = fn;
}

export const navigateTo: Navigate = (to, opts) => navigateImpl(to, opts);

/** The browser's page itself: loading it again reads a session that changed under this tab afresh. */
export const browserPage = { reload: () => window.location.reload() };
