/**
 * The session effects of each app a test rendered (storage listener, chat services), stopped after the test:
 * Testing Library's cleanup unmounts the app but knows nothing of them, and the suite runs its files in one
 * context, so a listener left behind would answer the next tests' storage events as an old session.
 */
const running = new Set<() => void>();

export const startedApp = (stop: () => void) => void running.add(stop);

export function stopRunningApps() {
  for (const stop of running) stop();
  running.clear();
}
