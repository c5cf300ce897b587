import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectAppStarted, login, recordDocumentLoads, test } from './support';

// Runs in the `chat` project: the app built for a real backend (no MSW in it), served with the Node mock
// backend on one origin. Every page is served here with the Content-Security-Policy of docs/deploy.md:
// nothing inline, scripts and styles from the origin or carrying the response's nonce.

// Loaded from the server (each answer with the policy and its own nonce).
const LOADED = ['/', '/login', '/forgot-password', '/signup/jobseeker', '/signup/employer', '/no-such-page'];
// Reached from the landing page's footer, as a visitor does (their chunks load under the same policy).
const FOOTER = ['About', 'Contact', 'Privacy policy', 'Terms & conditions', 'Terms of use'];

/** docs/deploy.md's policy for an API (and its socket) at `api`. */
export function contentSecurityPolicy(nonce: string, api: string) {
  const ws = api.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob: ${api}`,
    "font-src 'self'",
    `connect-src 'self' ${api} ${ws}`,
    `media-src 'self' blob: ${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Every page answers with the policy and a fresh nonce, as the server in docs/deploy.md does. */
async function serveWithCsp(page: Page, violations: string[]) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const nonce = randomBytes(16).toString('base64');
    await route.fulfill({
      response,
      body: (await response.text()).replaceAll('__CSP_NONCE__', nonce),
      headers: { ...response.headers(), 'content-security-policy': contentSecurityPolicy(nonce, origin) },
    });
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations!.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile})`,
      ),
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
}

async function expectNoViolations(page: Page, violations: string[], where: string) {
  const seen = await page.evaluate(() => window.__cspViolations ?? []);
  expect([...violations, ...seen], `CSP violations on ${where}`).toEqual([]);
}

test('every public route and the signed-in app load under the CSP without a violation', async ({ page }) => {
  // Every public route, then a sign-in: six full loads of the real-backend build and five more screens.
  test.setTimeout(90_000);
  const violations: string[] = [];
  await serveWithCsp(page, violations);
  for (const path of LOADED) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), `the page at ${path}`).toBeVisible();
    await expectAppStarted(page, path);
    await expectNoViolations(page, violations, path);
  }
  await page.goto('/');
  for (const name of FOOTER) {
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 }).first(), `the ${name} page`).toBeVisible();
    await expectNoViolations(page, violations, name);
  }
  // MUI's styles applied (emotion's style tags carry the nonce): the primary button is blue.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCSS(
    'background-color',
    'rgb(29, 78, 216)',
  );

  await login(page, DEMO.seeker);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The signed-in layout has called the API (the menu's counts; the socket connects meanwhile).
  await expect(page.getByRole('link', { name: /^Inbox \d+ unread/ })).toBeVisible();
  await expectNoViolations(page, violations, 'the signed-in app');
});

test('a pre-rendered page of the production build paints first, then starts the app, which routes in the page', async ({
  page,
}) => {
  const violations: string[] = [];
  await serveWithCsp(page, violations);
  const documents = recordDocumentLoads(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find work that fits. Hire people who fit.' }),
  ).toBeVisible();
  await expectAppStarted(page, '/');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Sensiworks' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(documents).toEqual(['/']);
  await expectNoViolations(page, violations, 'the pre-rendered landing page');
});
