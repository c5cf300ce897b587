import type { InlineConfig } from 'vite';

/**
 * A Vite server that the build or a script starts only to load the app's modules in Node (ssrLoadModule): the
 * pre-rendering, `npm run size`, `npm run perf:mock-store`. It has a cache folder of its own. In the shared one
 * (node_modules/.vite) its different config replaced the pre-bundled dependencies of a developer's running
 * `npm start`, which then answered '504 (Outdated Optimize Dep)' to every page until restarted.
 */
export const SCRIPT_SERVER: InlineConfig = {
  logLevel: 'error',
  appType: 'custom',
  cacheDir: 'node_modules/.vite/scripts',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
};
