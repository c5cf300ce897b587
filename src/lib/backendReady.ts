let ready: Promise<unknown> | null = null;

/**
 * Mock mode: the page renders while the in-browser backend starts (src/main.tsx), and every call and the
 * socket wait until it listens rather than failing. Should it not start, calls go out and fail as they do
 * with a backend that is down.
 */
export function holdCallsUntil(started: Promise<unknown>) {
  ready = started.catch(() => {});
}

/** Resolves once calls can be answered: at once with a real backend; in mock mode, once it listens. */
export const whenBackendReady = (): Promise<unknown> => ready ?? Promise.resolve();
