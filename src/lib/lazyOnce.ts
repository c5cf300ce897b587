import { createElement, lazy, type ComponentType } from 'react';

/**
 * A lazy component whose code loads once, and which renders at once when that code is already here.
 *
 * `React.lazy` suspends on its first render even when the module was loaded beforehand (prefetched on
 * intent, started by the route guard): the promise it is given settles a microtask later. The user then sees
 * the loader flash, and React holds the page back for up to 300 ms after a fallback shows. Here, once the
 * module has arrived, the lazy component is handed a thenable that answers synchronously, so React takes the
 * module without suspending.
 *
 * `load` is what prefetching calls: it starts the download once and later calls share it; after a failure,
 * the next call starts it again. So does the next visit, once the failure has been shown (`renewFailed`, called by
 * the route's error element): `React.lazy` keeps a failure for good (a page that failed to load offline said so on
 * every visit until a reload). Not sooner: React renders a failed page again before it shows the error, and a new
 * lazy component then would try again, and again, while offline, holding the old page on screen.
 */
const failed = new Set<() => void>();

/** Pages whose code failed to load are asked for again at their next render (after their error has shown). */
export function renewFailed() {
  for (const renew of failed) renew();
  failed.clear();
}

export function lazyOnce<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): { Component: ComponentType<P>; load: () => Promise<{ default: ComponentType<P> }> } {
  type Module = { default: ComponentType<P> };
  let loaded: Module | undefined;
  let started: Promise<Module> | undefined;
  const load = () =>
    (started ??= importer().then(
      (m) => (loaded = m),
      (error: unknown) => {
        started = undefined; // a failed download (offline) is tried again by the next call
        failed.add(() => (Lazy = fresh()));
        throw error;
      },
    ));
  // The synchronous thenable React.lazy accepts: `then` calls back before returning.
  const now = (m: Module) =>
    ({ then: (resolve: (m: Module) => void) => resolve(m) }) as unknown as Promise<Module>;
  const fresh = () => lazy(() => (loaded ? now(loaded) : load()));
  let Lazy = fresh();
  const Component = (props: P) => createElement(Lazy, props);
  return { Component, load };
}
