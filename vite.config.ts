/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { buildIntent } from './scripts/build-intent.ts';
import { EnvironmentSequencer } from './scripts/env-sequencer.ts';
import { preloadFonts, prerenderPublicPages, servePageFiles } from './scripts/prerender.ts';
import { warmTestModules } from './scripts/warm-test-modules.ts';

// Mock mode is decided at build time so that a production build pointed at the real backend
// carries no MSW code at all: `__MOCK__` is a literal the bundler folds, and the dynamic import
// of src/mocks behind it is dropped.
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
const timeScale = Number(process.env.TEST_TIME_SCALE) || 1;
const TEST_SETUP = ['tests/setup.ts'];
const TEST_FILES = ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'];
const TEST_MODULE_CACHE = 'node_modules/.experimental-vitest-cache';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const forced = env.VITE_API_MOCK?.toLowerCase();
  // `--mode demo` (npm run build:demo) is the mock demo by intent.
  const mock =
    forced === 'true' ? true : forced === 'false' ? false : mode === 'demo' || !env.VITE_API_BASE_URL;
  return {
    plugins: [
      react(),
      buildIntent({ mock, mode }),
      preloadFonts(),
      prerenderPublicPages({ nonce: CSP_NONCE_PLACEHOLDER, mock }),
      servePageFiles(),
      // Vitest only: on a clean clone, transforms the tests' modules up front, in parallel (scripts/warm-test-modules.ts).
      warmTestModules([...TEST_SETUP, ...TEST_FILES], TEST_MODULE_CACHE),
    ],
    define: { __MOCK__: JSON.stringify(mode === 'test' ? false : mock) },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // The in-browser mock backend sets no cookies: MSW's cookie jar is swapped for an empty one, half the
        // mock's code (src/mocks/noCookieJar.ts). Tests keep MSW as it is.
        ...(mode === 'test'
          ? {}
          : { 'tough-cookie': fileURLToPath(new URL('./src/mocks/noCookieJar.ts', import.meta.url)) }),
      },
    },
    server: { port: Number(process.env.PORT) || 5173 },
    preview: { port: Number(process.env.PORT) || 4173 },
    build: {
      sourcemap: false,
      // No modulepreload polyfill in the entry (about 0.3 KiB gzip on every first load): every browser the app
      // supports but Safari before 17 preloads modules itself, and there a module still loads when imported,
      // only not ahead of time.
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 600,
      // The data layer (src/app/dataLayer.ts) and the three slices it injects always load together, with the first
      // auth or signed-in screen; left to itself the bundler made four chunks of them (the slices are also imported
      // by pages), about 0.6 KiB more gzip and three more requests on every such route. Their dependencies are
      // left where they are (the entry keeps the session's code).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'dataLayer',
                includeDependenciesRecursively: false,
                test: /\/src\/(app\/dataLayer|state\/(chat|employer|jobs)\/[a-z]+Slice|state\/chat\/drafts)\.ts$/,
              },
              // The spec's messages, which the entry's API client and the lazy pages' forms both read, stay a small
              // chunk of their own: inside the entry, every chunk that loads one of those forms would have to name
              // the entry and its twenty imports in its preload list (about 0.3 KiB gzip in each).
              {
                name: 'messages',
                test: /\/src\/lib\/messages\.ts$/,
              },
            ],
          },
        },
      },
    },
    // Every script and style tag Vite writes, and the ones it adds at run time, carry this nonce; the server
    // replaces the placeholder with a fresh value per response and names it in its CSP (docs/deploy.md).
    // The app gives it to emotion for MUI's style tags (src/app/App.tsx).
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    test: {
      globals: true,
      // happy-dom, not jsdom: the same tests pass on either, and a component test takes about 37% less CPU
      // (tests/components, one worker: 19.1 s of CPU with jsdom, 12.0 s with happy-dom), which brings a
      // clean clone's run under 30 s on two cores (issue 9).
      environment: 'happy-dom',
      setupFiles: TEST_SETUP,
      include: TEST_FILES,
      css: false,
      // One module graph per worker, kept across test files: React, MUI and the lazy pages are loaded once
      // per worker rather than once per file. Safe because tests/setup.ts resets every module-level state
      // (store, session, toasts, compare selection, previous link) before each case.
      // Forks, not threads: a test that sets TZ needs its own process (time zones are per process).
      pool: 'forks',
      isolate: false,
      // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache) and reused by the next
      // run: a run after the first skips transforming the app's few hundred modules again. The first run (a
      // clean clone) has them transformed up front instead (warmTestModules above).
      experimental: { fsModuleCache: true, fsModuleCachePath: TEST_MODULE_CACHE },
      // Vitest's default is one worker fewer than the CPUs: on a 2-core machine, one. Each worker loads the
      // app once (above), so two workers use both cores for about one more load.
      maxWorkers: 2,
      // The files of one environment run back to back, so each worker is started once, the slowest first, so
      // both workers finish together, by the durations in tests/durations.json (scripts/env-sequencer.ts).
      sequence: { sequencer: EnvironmentSequencer },
      // Default timeouts (5 s a test, 1 s for findBy/waitFor): a slower test is a bug to fix, not to wait out.
      // TEST_TIME_SCALE (default 1, never set in CI) stretches all of them on a machine known to be overloaded
      // by other work, to tell a wrong test from a starved one.
      testTimeout: 5000 * timeScale,
      hookTimeout: 10000 * timeScale,
    },
  };
});
