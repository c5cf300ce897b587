import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

// The browser journeys drive the system Chromium (Debian's `chromium`, or CHROME_PATH): Playwright's own
// browser download is not used.
const executablePath =
  process.env.CHROME_PATH ||
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));

const port = Number(process.env.E2E_PORT) || 4180;
// TEST_TIME_SCALE (default 1, never set in CI) stretches the test and expect timeouts on a machine known to be
// overloaded by other work, as it does for Vitest (vite.config.ts): to tell a wrong journey from a starved one.
const timeScale = Number(process.env.TEST_TIME_SCALE) || 1;
// The two-person chat journey needs one backend that both browser contexts share: the mock backend served
// from Node (HTTP + a real SockJS endpoint) with the app built against it, on its own port.
const chatPort = Number(process.env.E2E_CHAT_PORT) || port + 10;
const chatOrigin = `http://127.0.0.1:${chatPort}`;
// The CSP journey runs there too: it needs the real-backend build (what a deployment serves).
const realBackendOnly = /(chat|csp)\.spec\.ts/;
// Journeys that hold for both builds: no public page shifts as it loads, in the mock demo or the production build.
const bothBuilds = /layout-shift\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One journey at a time: on CI's two cores, two Chromiums beside the app's servers starve each other and a
  // journey's own pace, not the product, decides whether it passes.
  workers: 1,
  // No retries: a test that passes only on its second try is a bug to fix (in the product or the test).
  // Default timeouts (30 s a test, 5 s an expect); a longer journey says why with test.setTimeout.
  retries: 0,
  timeout: 30_000 * timeScale,
  expect: { timeout: 5_000 * timeScale },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: realBackendOnly,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'chat',
      testMatch: [realBackendOnly, bothBuilds],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: chatOrigin },
    },
  ],
  webServer: [
    {
      // The built app in mock mode, served as it would be deployed (npm run test:e2e builds first).
      command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The app built for a real backend (no MSW in it) and the Node mock backend serving it and the API.
      command: `npx vite build --outDir dist/chat-e2e --emptyOutDir --logLevel warn && node scripts/mock-server.mjs --port ${chatPort} --static dist/chat-e2e`,
      env: { VITE_API_MOCK: 'false', VITE_API_BASE_URL: chatOrigin },
      url: `${chatOrigin}/api/v1/lookup/industries`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
