import type { Page } from '@playwright/test';
import { DEMO, expect, expectAppStarted, login, recordDocumentLoads, test } from './support';

import { PUBLIC_PAGES } from './publicPages';

test('each public page comes as HTML with its content; every other address gets the app shell', async ({
  request,
}) => {
  const html = { accept: 'text/html' };
  for (const { path, h1, title } of PUBLIC_PAGES) {
    const body = await (await request.get(path, { headers: html })).text();
    expect(body, path).toContain(`<title>${title} · Sensiworks</title>`);
    expect(body, path).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  }
  for (const path of ['/signup/jobseeker', '/job-seeker/dashboard', '/about/team']) {
    const body = await (await request.get(path, { headers: html })).text();
    expect(body, path).toContain('<div id="root"></div>');
  }
});

test('a hydrated public page works as the app: links route in the page, forms validate', async ({ page }) => {
  const documents = recordDocumentLoads(page);
  await page.goto('/');
  // The landing page starts the app after its first paint (scripts/prerender.ts); a click before that is a page load.
  await expectAppStarted(page, '/');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
  expect(documents).toEqual(['/']);
});

test('a signed-in user opening the landing page goes to the dashboard, not the pre-rendered page', async ({
  page,
}) => {
  await login(page, DEMO.seeker);
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
  // Whether the pre-rendered page could be seen when its HTML had been read, before the app's code ran.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      (window as { __seen?: string }).__seen = root ? getComputedStyle(root).visibility : 'none';
    }),
  );
  await page.goto('/');
  expect(await page.evaluate(() => (window as { __seen?: string }).__seen)).toBe('hidden');
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

/**
 * Holds the app's code (the entry script) until `release` is called, as a slow connection would: the pre-rendered
 * page is on screen and takes input, the app is not there yet.
 */
async function holdAppCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let held = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  return {
    release,
    /** The entry was asked for and is waiting. */
    isHeld: () => held,
  };
}

test('what is typed and sent on the contact page before the app has started is kept and sent by the app', async ({
  page,
}) => {
  const documents = recordDocumentLoads(page);
  const code = await holdAppCode(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect.poll(code.isHeld).toBe(true);
  await page.getByLabel('Your name').fill('Robin');
  await page.getByLabel('Email').fill('robin@example.test');
  await page.getByLabel('Phone number (optional)').fill('+1 415');
  await page.getByLabel('Subject').fill('Plans');
  await page.getByLabel('Message').fill('Which plan suits a team of five?');
  // Enter in a field submits the form: the page holds it rather than reloading itself.
  await page.getByLabel('Subject').press('Enter');
  code.release();
  await expectAppStarted(page, '/contact');
  // The app has the typed values and ran its own validation on the held submit.
  await expect(page.getByText('Phone number is too short')).toBeVisible();
  await expect(page.getByLabel('Phone number (optional)')).toBeFocused();
  await expect(page.getByLabel('Your name')).toHaveValue('Robin');
  await expect(page.getByLabel('Message')).toHaveValue('Which plan suits a team of five?');
  await page.getByLabel('Phone number (optional)').fill('');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/Thanks! We will get back to you/)).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
  expect(documents).toEqual(['/contact']);
});

test('a valid contact message sent before the app has started is sent once the app is up', async ({
  page,
}) => {
  const code = await holdAppCode(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await expect.poll(code.isHeld).toBe(true);
  await page.getByLabel('Your name').fill('Robin');
  await page.getByLabel('Email').fill('robin@example.test');
  await page.getByLabel('Subject').fill('Plans');
  await page.getByLabel('Message').fill('Which plan suits a team of five?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  code.release();
  await expect(page.getByText(/Thanks! We will get back to you/)).toBeVisible();
});
