import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, login, test } from './support';

// A setup step that gives way to another (Save and continue, Back) sends focus to the new step's heading, and the
// heading must be seen there: below the sticky top bar, not under it, and not out of view above (the browser's
// Back puts the page back where the step was left, after the focus). The component tests draw no layout; this does.
async function expectFocusedInView(page: Page, heading: Locator) {
  await expect(heading).toBeFocused();
  const barBottom = await page
    .locator('header')
    .first()
    .evaluate((bar) => bar.getBoundingClientRect().bottom);
  await expect
    .poll(() => heading.evaluate((h) => h.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(barBottom);
  expect(await heading.evaluate((h) => h.getBoundingClientRect().bottom)).toBeLessThanOrEqual(740);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
});

test("on a phone, the job seeker's setup shows the heading of each step it moves to", async ({ page }) => {
  await login(page, DEMO.newSeeker);
  await expect(page).toHaveURL(/\/applicant\/profile-setup\?step=1$/);
  await page.getByLabel('Institution').fill('University of Washington');
  await page.getByLabel('Degree').fill('B.S.');
  await page.getByLabel('Field of study').fill('Computer Science');
  await page.getByLabel('End date').fill('2024-06-01');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectFocusedInView(page, page.getByRole('heading', { name: 'Step 2 of 6: Work experience' }));

  // Back by keyboard from the foot of the step: the education step was left scrolled down to its Save.
  await page.getByRole('button', { name: 'Back', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expectFocusedInView(page, page.getByRole('heading', { name: 'Step 1 of 6: Education' }));
  await page.getByRole('button', { name: 'Save and continue' }).focus();
  await page.keyboard.press('Enter');
  await expectFocusedInView(page, page.getByRole('heading', { name: 'Step 2 of 6: Work experience' }));
  await page.goBack();
  await expectFocusedInView(page, page.getByRole('heading', { name: 'Step 1 of 6: Education' }));
});

test("on a phone, the employer's setup shows the heading of each step it moves to", async ({ page }) => {
  await login(page, DEMO.newEmployer);
  await page.getByLabel('Company name').fill('Startup Labs');
  await page.getByLabel('Industries').click();
  await page.getByRole('option', { name: 'Technology' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const logo = page.getByRole('heading', { name: 'Your logo' });
  await expectFocusedInView(page, logo);

  const company = page.getByRole('heading', { name: 'Your company', exact: true });
  await page.getByRole('button', { name: 'Back to company details' }).focus();
  await page.keyboard.press('Enter');
  await expectFocusedInView(page, company);
  await page.getByRole('button', { name: 'Save and continue' }).focus();
  await page.keyboard.press('Enter');
  await expectFocusedInView(page, logo);
  await page.goBack();
  await expectFocusedInView(page, company);
});
