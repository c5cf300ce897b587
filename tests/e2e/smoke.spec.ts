import { DEMO, expect, expectAccessible, login, recordDocumentLoads, test } from './support';

test('the landing page loads with its video and is accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /find work that fits/i })).toBeVisible();
  const video = page.getByRole('region', { name: 'Sensiworks in a minute' }).locator('video');
  await expect(video).toHaveAttribute('src', '/media/intro.mp4');
  await expectAccessible(page, 'landing');
});

test('a job seeker with a complete profile lands on the dashboard', async ({ page }) => {
  await login(page, DEMO.seeker);
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
  // The skip link is off the screen until focused, whatever the text size (at 200% its foot showed, QA).
  await page.addStyleTag({ content: 'html { font-size: 200% }' });
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();
  await skip.focus();
  await expect(skip).toBeInViewport({ ratio: 1 });
});

test('each page of the app loads once: the mock backend does not reload a page it finds uncontrolled', async ({
  page,
}) => {
  const loads = recordDocumentLoads(page);
  const mockStarted = () => page.waitForFunction(() => window.__mock !== undefined);
  await login(page, DEMO.seeker);
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
  loads.length = 0;

  // Typed addresses in one tab: each unloads the page before, the moment MSW's worker used to unregister itself.
  const typed = [
    '/login',
    '/saved-jobs',
    '/',
    '/applied-jobs',
    '/employer/dashboard',
    '/job-seeker/dashboard',
  ];
  for (const path of typed) {
    await page.goto(path);
    await mockStarted();
  }
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  expect(loads).toEqual(typed);

  // What MSW's page script tells the worker when the last page of the app unloads: the worker stays registered,
  // so the next page is controlled and MSW has no reason to reload it.
  const stillRegistered = await page.evaluate(async () => {
    const sw = navigator.serviceWorker;
    sw.controller!.postMessage('CLIENT_CLOSED');
    // The worker answers messages in order: once this answer is back, it has handled the one before.
    await new Promise<void>((resolve) => {
      const onMessage = (e: MessageEvent<{ type?: string }>) => {
        if (e.data?.type !== 'KEEPALIVE_RESPONSE') return;
        sw.removeEventListener('message', onMessage);
        resolve();
      };
      sw.addEventListener('message', onMessage);
      sw.controller!.postMessage('KEEPALIVE_REQUEST');
    });
    return (await sw.getRegistrations()).length;
  });
  expect(stillRegistered).toBe(1);
});

test('a page loaded past the mock worker (a hard reload) is taken over by it, not loaded a second time', async ({
  page,
}) => {
  await login(page, DEMO.seeker);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  const loads = recordDocumentLoads(page);
  // Shift+Reload: the browser loads the page without the worker, as it does a page whose link was followed while
  // the page before was still installing the worker. MSW's start reloaded such a page (it once cancelled the next
  // address a journey went to).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await page.waitForFunction(() => window.__mock !== undefined);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(loads).toEqual(['/job-seeker/dashboard']);
});
