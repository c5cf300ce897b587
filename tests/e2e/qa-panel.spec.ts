import { expect, expectAccessible, test } from './support';

/**
 * The QA kit in the browser (issue 11): the panel opened by its keyboard shortcut, a slow and failing search
 * set from it, and a state file exported from one browser and loaded in a fresh one.
 */
test('the QA panel: by keyboard, latency and a 500 on search, then a state file in a fresh browser', async ({
  page,
  browser,
}) => {
  // Two browser contexts, three full page loads (each starts the mock worker) and five axe runs: twice the
  // default (which TEST_TIME_SCALE stretches on an overloaded machine).
  test.setTimeout(test.info().timeout * 2);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Opened by its shortcut; axe-clean on each section.
  await page.keyboard.press('Alt+Shift+KeyQ');
  const panel = page.getByRole('dialog', { name: 'QA panel' });
  await expect(panel).toBeVisible();
  await expectAccessible(page, 'QA panel: accounts');
  for (const section of ['Network', 'Session and realtime', 'Data', 'Call log']) {
    await panel.getByRole('tab', { name: section }).click();
    await expectAccessible(page, `QA panel: ${section}`);
  }

  // One click: Alex's dashboard.
  await panel.getByRole('tab', { name: 'Accounts' }).click();
  await panel.getByRole('button', { name: /^Sign in as Alex Rivera, job seeker/ }).click();
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();

  await page.getByRole('link', { name: 'Find jobs' }).first().click();
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();

  // Latency 2 s and a 500 on the next search, set by keyboard in the panel.
  await page.keyboard.press('Alt+Shift+KeyQ');
  await panel.getByRole('tab', { name: 'Network' }).click();
  await panel.getByLabel('Latency (ms)').fill('2000');
  await panel.getByLabel('Call', { exact: true }).selectOption('GET /jobs/search-jobs');
  await panel.getByLabel('Answer', { exact: true }).selectOption('500');
  await panel.getByRole('button', { name: 'Fail the next call' }).press('Enter');
  await expect(panel.getByRole('list', { name: 'Waiting to fail' })).toContainText('GET /jobs/search-jobs');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The search waits (its loading state), then says the catalogue's message.
  await page.getByLabel('Search jobs').fill('engineer');
  await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Internal server error' })).toBeVisible();

  // Latency back to 0; the retried search answers, and Alex saves the first job.
  await page.keyboard.press('Alt+Shift+KeyQ');
  await panel.getByLabel('Latency (ms)').fill('0');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Retry' }).click();
  // Its results in (until then the last search's stay, dimmed: a Save there is another search's job).
  await expect(page.getByRole('status').filter({ hasText: /jobs? found$/ })).toBeVisible();
  const save = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: /^Save / })
    .first();
  const title = (await save.getAttribute('aria-label'))!.replace(/^Save /, '');
  await save.click();
  await expect(page.getByRole('button', { name: `${title} saved` }).first()).toBeVisible();

  // The whole state to a file.
  await page.keyboard.press('Alt+Shift+KeyQ');
  await panel.getByRole('tab', { name: 'Data' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Export state' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mock-state-.*\.json$/);
  const file = await download.path();

  // A fresh browser: the seed, nobody signed in. The file brings Alex and the saved job.
  const fresh = await browser.newContext();
  await fresh.addInitScript(() => window.localStorage.setItem('mock-latency', '0'));
  const other = await fresh.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await other.keyboard.press('Alt+Shift+KeyQ');
  const otherPanel = other.getByRole('dialog', { name: 'QA panel' });
  await otherPanel.getByRole('tab', { name: 'Data' }).click();
  await otherPanel.getByLabel('Import state file').setInputFiles(file);
  await expect(other).toHaveURL(/\/job-seeker\/dashboard$/);
  await expect(other.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();
  await other.getByRole('link', { name: 'Saved jobs' }).first().click();
  await expect(other.getByRole('button', { name: `Apply to ${title}` }).first()).toBeVisible();
  await fresh.close();
});

test('a scenario link applies before the first call: signed in, an empty account, a failing search', async ({
  page,
}) => {
  await page.goto('/job-search?mock.preset=empty&mock.as=alex@demo.test&mock.fail=GET:/jobs/search-jobs:500');
  // The link's parameters are applied, then taken out of the address bar.
  await expect(page).toHaveURL(/\/job-search$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Internal server error' })).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No jobs are open right now. Check back soon.')).toBeVisible();
});

test('mockReset starts the data over once: it leaves the address, so a reload keeps the session', async ({
  page,
}) => {
  await page.goto('/job-seeker/settings?mockReset&mock.as=alex@demo.test');
  await expect(page).toHaveURL(/\/job-seeker\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/job-seeker\/settings$/);
});

test('a plain mockReset link is taken out before the app reads the address: signing in returns without it', async ({
  page,
}) => {
  await page.goto('/job-seeker/settings?mockReset');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill('alex@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/job-seeker\/settings$/);
});

test('scrolled to its end, a public page has no footer text or link under the collapsed Demo tab', async ({
  page,
}) => {
  const overlaps = async (target: import('@playwright/test').Locator) => {
    const tab = (await page.getByRole('button', { name: /^Demo/ }).boundingBox())!;
    const box = (await target.boundingBox())!;
    return !(
      box.x >= tab.x + tab.width ||
      tab.x >= box.x + box.width ||
      box.y >= tab.y + tab.height ||
      tab.y >= box.y + box.height
    );
  };
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms of use' })).toBeInViewport();
    // The footer's first line is the copyright; its links wrap under it on a phone.
    for (const part of [footer.getByText(/^© \d{4} Sensiworks$/), footer.getByRole('link')])
      for (const one of await part.all())
        expect(await overlaps(one), `${width} px: ${await one.textContent()}`).toBe(false);
  }
});
