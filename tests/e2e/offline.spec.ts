import type { Page } from '@playwright/test';
import { DEMO, callApi, expect, expectAccessible, expectNoHorizontalScroll, login, test } from './support';

const UNREACHABLE = 'The server cannot be reached. Changes cannot be saved until it answers again.';
const OFFLINE = 'You are offline. Changes cannot be saved until the connection is back.';

test('a save while the backend is unreachable fails with the catalogue message and keeps what was typed', async ({
  page,
}) => {
  // A sign-in, a full load of the mock app, and a save in each state with axe between.
  test.setTimeout(60_000);
  await login(page, DEMO.seeker);
  await page.goto('/job-seeker/settings');
  await page.getByLabel('First name').fill('Alexandra');
  await page.evaluate(() => window.__mock!.setOffline(true));
  await page.getByRole('button', { name: 'Save account' }).click();
  // 'Request setup failure: toast Error' (spec section 8), and the banner says why.
  await expect(page.getByRole('alert').filter({ hasText: /^Error$/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: UNREACHABLE })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Alexandra');
  await expectAccessible(page, 'settings while unreachable');

  // On a phone the banner pushes the app bar down: the toast keeps clear of it and of its menu button.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const toast = page.getByRole('alert').filter({ hasText: /^Error$/ });
  const [menu, toastBox, bannerBox] = await Promise.all([
    page.getByRole('button', { name: 'Open menu' }).boundingBox(),
    toast.boundingBox(),
    page.getByRole('status').filter({ hasText: UNREACHABLE }).boundingBox(),
  ]);
  for (const covered of [menu!, bannerBox!])
    expect(toastBox!.y >= covered.y + covered.height || toastBox!.y + toastBox!.height <= covered.y).toBe(
      true,
    );
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back: the banner goes, and the same form saves what it kept.
  await page.evaluate(() => window.__mock!.setOffline(false));
  await expect(page.getByText(UNREACHABLE)).toBeHidden();
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByRole('button', { name: /Account menu for Alexandra/ })).toBeVisible();
});

test('a job posted while the browser is offline is not lost: the form keeps it and posts it once back', async ({
  page,
  context,
}) => {
  // A sign-in, a full load of the mock app, and a post in each state with axe between.
  test.setTimeout(60_000);
  await login(page, DEMO.employer);
  await page.goto('/jobs-posting/addJob');
  await page.getByLabel('Job title').fill('Night Dispatcher');
  await page.getByLabel('Description').fill('Keep the night shift moving.');
  await page.getByLabel('Location').fill('Reno, NV');
  await page.getByLabel('Full Time').check();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Error$/ })).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue('Night Dispatcher');
  await expect(page.getByLabel('Description')).toHaveValue('Keep the night shift moving.');
  await expect(page.getByLabel('Location')).toHaveValue('Reno, NV');
  await expectAccessible(page, 'job form while offline');

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toBeHidden();
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page.getByText('The job has been posted successfully.')).toBeVisible();
});

test('a page opened from the menu while offline says it could not be loaded, and loads from the menu once back', async ({
  page,
  context,
}) => {
  await login(page, DEMO.employer);
  const menu = page.getByRole('navigation', { name: 'Main' });
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  // Pointed at first (its code is fetched on intent, and that fails too), then opened.
  await menu.getByRole('link', { name: 'My organization' }).hover();
  await menu.getByRole('link', { name: 'My organization' }).click();
  await expect(
    page.getByText('This page could not be loaded. Check your connection and try again.'),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toBeHidden();
  await menu.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await menu.getByRole('link', { name: 'My organization' }).click();
  await expect(page.getByRole('list', { name: 'Organization users' })).toBeVisible();
});

const LONG_WORD = `https://example.com/${'a'.repeat(2980)}`;

/** The page at 1280 and 360 px wide: nothing sticks out sideways. */
async function fitsBothWidths(page: Page) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoHorizontalScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a job whose title, description and location hold one long word fits the page at 1280 and 360 px', async ({
  page,
}) => {
  // Two sign-ins and three screens, each measured at two widths.
  test.setTimeout(60_000);
  await login(page, DEMO.employer);
  const { body: posted } = await callApi<{ id: number }>(page, 'POST', '/jobs', {
    title: `Role${LONG_WORD.slice(0, 300)}`,
    description: `Read this: ${LONG_WORD} and apply.`,
    jobType: 'PROFESSIONAL',
    workArrangements: ['Fully Remote'],
    location: LONG_WORD.slice(0, 200),
    tags: [LONG_WORD.slice(0, 120)],
    keyQualifications: [],
    benefits: [],
  });
  const jobId = posted.id;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job postings' }).click();
  await expect(page.getByRole('link', { name: /^Rolehttps/ })).toBeVisible();
  await fitsBothWidths(page);

  await page.evaluate(() => localStorage.removeItem('token'));
  await login(page, DEMO.seeker);
  await page.goto('/job-search?query=Rolehttps');
  await page.getByRole('link', { name: /^Rolehttps/ }).click();
  await expect(page).toHaveURL(`/job-description?jobId=${jobId}`);
  await expect(page.getByText(/^Read this: https/)).toBeVisible();
  await fitsBothWidths(page);
  await expectAccessible(page, 'long job description');
  await page.goBack();
  await expect(page.getByRole('link', { name: /^Rolehttps/ })).toBeVisible();
  await fitsBothWidths(page);
});
