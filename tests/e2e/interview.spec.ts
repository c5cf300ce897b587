import dayjs from 'dayjs';
import type { Page } from '@playwright/test';
import { DEMO, expect, login, test } from './support';

// Crosses the employer, meetings and job seeker areas: an interview scheduled from best-match review
// reaches the applicant's list, chip and meetings at the same time of day.
// The browser's clock is set to NOW (page.clock), so DAY is the same on every run, whatever the real date.
const NOW = dayjs('2026-11-18T09:00:00');
const DAY = NOW.add(3, 'day').startOf('day');
const WHEN = `${DAY.format('dddd, MMMM D')} · 10:30 am – 11:30 am`;

async function logout(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('the employer schedules from best-match review; the job seeker sees the interview', async ({ page }) => {
  // Three sign-ins across two accounts.
  test.setTimeout(90_000);
  await page.clock.install({ time: NOW.toDate() });
  // The job Alex applied to (an Acme job), read from Alex's own applied list.
  await login(page, DEMO.seeker);
  await page.goto('/applied-jobs');
  const applied = page
    .getByRole('main')
    .getByRole('link', { name: /.+/ })
    .filter({ hasText: /Engineer|Designer/ });
  const href = (await applied.first().getAttribute('href'))!;
  // The smallest element around the job's link that also holds its status chip: that job's card.
  const cardOf = (p: Page) =>
    p
      .getByRole('main')
      .locator(`a[href="${href}"]`)
      .first()
      .locator('xpath=ancestor::*[.//*[text()="Application Submitted" or text()="Interviewing Process"]][1]');
  await expect(cardOf(page)).toContainText('Application Submitted');
  const jobId = Number(new URL(href, 'http://x').searchParams.get('jobId'));
  expect(jobId).toBeGreaterThan(0);
  await logout(page);

  await login(page, DEMO.employer);
  await page.goto(`/active-match-job?jobId=${jobId}`);
  const card = page.getByRole('article');
  await expect(page.getByText(/^Applicant 1 of \d+$/)).toBeVisible();
  for (
    let i = 0;
    i < 40 && (await card.getByRole('heading', { level: 2 }).textContent()) !== 'Alex Rivera';
    i++
  ) {
    const at = (await page.getByText(/^Applicant \d+ of \d+$/).textContent())!;
    // By key, and once by mouse: the next card takes focus without scrolling the buttons pressed off the screen
    // (QA: a card taller than the screen was scrolled to its start, its buttons under the app bar).
    if (i > 0) await page.keyboard.press('s');
    else await page.getByRole('button', { name: /^Skip/ }).click();
    await expect(page.getByText(/^Applicant \d+ of \d+$/)).not.toHaveText(at);
    if (i === 0) {
      await expect(card).toBeFocused();
      await expect(page.getByRole('button', { name: /^Skip/ })).toBeInViewport({ ratio: 1 });
    }
  }
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Alex Rivera');

  await page.keyboard.press('i');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Date').fill(DAY.format('YYYY-MM-DD'));
  await dialog.getByLabel('Start time').fill('10:30');
  await expect(dialog.getByLabel('End time')).toHaveValue('11:30');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Video meetings' }).click();
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: WHEN })
      .filter({ hasText: 'Alex Rivera' }),
  ).toBeVisible();
  await logout(page);

  await login(page, DEMO.seeker);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Video meetings' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: WHEN })).toBeVisible();
  await page.goto('/applied-jobs');
  await expect(cardOf(page)).toContainText('Interviewing Process');
});
