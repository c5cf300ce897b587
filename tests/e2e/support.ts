import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** Mock mode's QA knobs (src/mocks/browser.ts). */
    __mock?: {
      reset(): void;
      failNext(f: { method?: string; path: string; status: number; message?: string; times?: number }): void;
      setLatency(ms: number): void;
      expireSessions(): void;
      dropSockets(): void;
      setOffline(offline: boolean): void;
      outbox(): unknown[];
      /** The QA kit (docs/qa.md): a scenario as an object or a query string; what it could not apply. */
      scenario(s: Record<string, unknown> | string): string[];
      pauseSocket(): void;
      resumeSocket(): void;
    };
  }
}

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO = {
  seeker: 'alex@demo.test',
  newSeeker: 'jamie@demo.test',
  employer: 'hr@acme.test',
  newEmployer: 'sam@startup.test',
} as const;

/**
 * Every test gets a fresh browser context, so the mock backend starts from its seed; the mock's latency is set
 * to 0 so that journeys wait on what the page shows, never on the clock.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => window.localStorage.setItem('mock-latency', '0'));
    await use(context);
  },
});

export { expect };

/** Signs in through the login form, opened at `address` (a scenario link, `/login?mock.preset=large`, say). */
export async function login(page: Page, email: string, password = DEMO_PASSWORD, address = '/login') {
  await page.goto(address);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * A call to the page's backend, made from the page as the user signed in there (its stored token): what another
 * browser or a later step of the story would do through the API. From the page, because in mock mode the
 * backend lives in it (its service worker); the chat project's Node mock answers the page's origin the same way.
 */
export async function callApi<Body = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  /** Another user's token (from their POST /auth/login): the call is theirs, made elsewhere. */
  token?: string,
): Promise<{ status: number; body: Body }> {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const res = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token ?? localStorage.getItem('token')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body, token },
  );
}

/** Axe on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page, name = page.url()) {
  // Axe judges the page as it stands, not a frame of a toast fading in or out: such a frame has the contrast of
  // a half-transparent colour. While it runs, the page is shown as to a user who asked for reduced motion (the
  // app then changes at once, src/app/theme.ts), after the transitions under way have ended (spinners run on).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(async () => {
    // Two frames: a transition React has just asked for starts in the next one.
    for (let i = 0; i < 2; i++) await new Promise((frame) => requestAnimationFrame(frame));
    const settling = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(settling.map((a) => a.finished.catch(() => undefined)));
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  await page.emulateMedia({ reducedMotion: null });
  expect(summary, `accessibility violations on ${name}`).toEqual([]);
}

/**
 * The employer's job postings, most applicants first, once that list is in. Until it is, the last list stays on
 * screen (busy): a row picked then is not the row asked for. The Sort box shows the choice once the page has
 * drawn it, in the same drawing that marks the table busy.
 */
export async function jobPostingsByApplicants(page: Page) {
  await page.goto('/all-jobs-postings/list');
  await page.getByLabel('Sort by').click();
  await page.getByRole('option', { name: 'Most applicants' }).click();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Most applicants');
  const jobs = page.getByRole('table', { name: 'Job postings' });
  await expect(jobs).toHaveAttribute('aria-busy', 'false');
  return jobs;
}

/** The OTP code the mock backend "sent", read from its demo panel. */
export async function readOtp(page: Page) {
  const code = page.getByTestId('mock-otp');
  await expect(code).toBeVisible();
  return (await code.textContent())!.trim();
}

/** Nothing sticks out sideways: the page is no wider than the viewport (a 360 px phone must not scroll sideways). */
export async function expectNoHorizontalScroll(page: Page) {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll, `page is ${scroll}px wide in a ${viewport}px viewport`).toBeLessThanOrEqual(viewport);
}

/** The app has started on the page: React's root is on the root element (a pre-rendered page is hydrated). */
export async function expectAppStarted(page: Page, where: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
        ),
      { message: `the app started on ${where}` },
    )
    .toBe(true);
}

/** The paths of the documents the page loads from now on (a full page load each; routing in the page is none). */
export function recordDocumentLoads(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname);
  });
  return documents;
}
