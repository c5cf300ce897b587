import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, jobPostingsByApplicants, login, test } from './support';

// A 1x1 PNG, enough for a logo upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const HEADER =
  'title,description,jobType,workArrangements,location,payMin,payMax,payPeriod,tags,keyQualifications,benefits';
const bulkCsv = (n: number) =>
  [
    HEADER,
    ...Array.from(
      { length: n },
      (_, i) =>
        `Bulk Role ${i + 1},Do good work number ${i + 1},PROFESSIONAL,Full Time;Hybrid,"Austin, TX",50000,70000,year,Sales,Negotiation,Health insurance`,
    ),
  ].join('\n');

async function topJobActions(page: Page) {
  const first = (await jobPostingsByApplicants(page)).getByRole('row').nth(1);
  await first.getByRole('button', { name: /^Actions for/ }).click();
}

test('a new employer creates the company, uploads a logo, picks a plan and returns through {payment}', async ({
  page,
}) => {
  await login(page, DEMO.newEmployer);
  await expect(page).toHaveURL(/\/employer\/profile-setup\?step=company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your company' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Please enter company name')).toBeVisible();
  await expect(page.getByText('Please agree to the terms and conditions before continuing.')).toBeVisible();
  await expectAccessible(page, 'company setup');

  await page.getByLabel('Company name').fill('Startup Labs');
  await page.getByLabel('Industries').click();
  await page.getByRole('option', { name: 'Technology' }).click();
  await page.getByLabel('Company name').click(); // close the list
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('company created successfully')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();
  await expect(page).toHaveURL(/\/employer\/profile-setup\?step=plan$/);
  // The browser's Back returns to the company, saved and filled in; Forward goes on to the plans again.
  await page.goBack();
  await expect(page.getByLabel('Company name')).toHaveValue('Startup Labs');
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();
  await expect(page.getByText('/month')).toBeVisible();
  await expect(page.getByText('/one time')).toBeVisible();
  // The button opens the file picker.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Startup Labs logo' })).toBeVisible();
  // Whole, as seekers see it beside the company's name: a wide logo is not cropped to the square.
  await expect(page.getByRole('img', { name: 'Startup Labs logo' })).toHaveCSS('object-fit', 'contain');
  await expectAccessible(page, 'plans');

  await page.getByRole('button', { name: 'Choose Monthly Plan' }).click();
  await expect(page).toHaveURL(/\/employer\/profile-setup\/success$/);
  await expect(page.getByText('Payment received. Your plan is active.')).toBeVisible();
  await expectAccessible(page, 'payment return');
  // By keyboard: the button goes with the setup page, and focus goes on to the dashboard's heading (it fell to
  // the page while the heading was the old page's, hidden under the loader).
  await page.getByRole('button', { name: 'Continue to dashboard' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByLabel('Total jobs: 0')).toBeVisible();
});

test('an employer posts a job and sees the counts change', async ({ page }) => {
  await login(page, DEMO.employer);
  await expect(page.getByLabel('Total jobs: 60')).toBeVisible();
  const active = Number((await page.getByLabel(/^Active jobs: \d+$/).textContent())!.trim());

  await page.getByRole('link', { name: 'Post a job' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await page.getByLabel('Job title').fill('Head of Support');
  await page.getByLabel('Description').fill('Lead a friendly support team.');
  await page.getByLabel('Location').fill('Denver, CO');
  await page.getByLabel('Full Time').check();
  await page.getByLabel('Minimum pay (USD)').fill('90000');
  await page.getByLabel('Maximum pay (USD)').fill('80000');
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page.getByText('Maximum pay cannot be lower than minimum pay')).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue('Head of Support');
  await page.getByLabel('Maximum pay (USD)').fill('120000');
  await expectAccessible(page, 'post a job');
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page.getByText('The job has been posted successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/all-jobs-postings\/list$/);
  await expect(page.getByText(`61 jobs, ${active + 1} active`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Head of Support' })).toBeVisible();
  await expectAccessible(page, 'job postings');
});

test('the employer dashboard has no serious accessibility violations', async ({ page }) => {
  await login(page, DEMO.employer);
  await expect(page.getByLabel('Total jobs: 60')).toBeVisible();
  await expectAccessible(page, 'employer dashboard');
});

test('one click on Post job after a pay error shows every error, and one more posts the job', async ({
  page,
}) => {
  await login(page, DEMO.employer);
  await page.getByRole('link', { name: 'Post a job' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  // The title is left empty: only a real submit (not the pay field losing focus) says so.
  await page.getByLabel('Description').fill('Keep our warehouses humming.');
  await page.getByLabel('Location').fill('Reno, NV');
  await page.getByLabel('Full Time').check();
  await page.getByLabel('Minimum pay (USD)').fill('60000');
  await page.getByLabel('Maximum pay (USD)').fill('50000');
  // Focus is still in the pay field: its error appears as the button is pressed, and must not move the button.
  const post = page.getByRole('button', { name: 'Post job' });
  await post.click();
  await expect(page.getByText('Maximum pay cannot be lower than minimum pay')).toBeVisible();
  await expect(page.getByText('Please enter job title')).toBeVisible();
  await expect(page.getByLabel('Job title')).toBeFocused();

  await page.getByLabel('Job title').fill('Operations Lead');
  await page.getByLabel('Maximum pay (USD)').fill('75000');
  await post.click();
  await expect(page.getByText('The job has been posted successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/all-jobs-postings\/list$/);
  await expect(page.getByRole('link', { name: 'Operations Lead' })).toBeVisible();
});

test('uploads a CSV of 50 jobs, edits one, deletes one and posts the rest', async ({ page }) => {
  await login(page, DEMO.employer);
  await page.goto('/jobs-posting/bulkUpload');
  await page.locator('input[type=file]').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${HEADER}\nA,B,TEMP,,X,,,,,,`),
  });
  await expect(page.getByRole('alert')).toContainText('Row 2, column "jobType"');

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'jobs.csv', mimeType: 'text/csv', buffer: Buffer.from(bulkCsv(50)) });
  await expect(page.getByText('50 jobs from jobs.csv are ready for review below.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review uploaded jobs (50)' })).toBeVisible();
  await expectAccessible(page, 'bulk review');

  await page.getByRole('button', { name: 'Edit Bulk Role 1 (row 2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit job' });
  await dialog.getByLabel('Job title').fill('Bulk Role One, edited');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Bulk Role One, edited', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Bulk Role 2 (row 3)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this job?' });
  await expect(confirm).toContainText(
    '"Bulk Role 2" (row 3) will be removed from the review and not posted.',
  );
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Review uploaded jobs (49)' })).toBeFocused();

  await page.getByLabel('Check all uploaded jobs').check();
  await page.getByRole('button', { name: 'Post checked (49)' }).click();
  await expect(page.getByText('49 jobs have been posted.')).toBeVisible();
  await expect(page.getByText('No uploaded jobs are waiting for review.')).toBeVisible();
  await page.goto('/all-jobs-postings/list');
  await expect(page.getByText(/^109 jobs/)).toBeVisible();
  // On a wide screen the search and the two pickers share one line above the table.
  const tops = await Promise.all(
    ['Search jobs', 'Job type', 'Sort by'].map(
      async (name) => (await page.getByLabel(name).boundingBox())!.y,
    ),
  );
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(20);
});

test('deactivates and deletes a job', async ({ page }) => {
  await login(page, DEMO.employer);
  await page.goto('/all-jobs-postings/active');
  const row = page.getByRole('table', { name: 'Job postings' }).getByRole('row').nth(1);
  const title = (await row.getByRole('link').first().textContent())!;
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await expect(page.getByText('Job Status Updated Successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'Inactive' }).click();
  const inactive = page.getByRole('table', { name: 'Job postings' });
  await page.getByLabel('Search jobs').fill(title);
  await inactive
    .getByRole('button', { name: `Actions for ${title}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this job?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete job' }).click();
  await expect(page.getByText('Job Post has been Deleted.')).toBeVisible();
  await expect(page.getByText('60 jobs').or(page.getByText('59 jobs'))).toBeVisible();
});

test('reviews best-match applicants with the keyboard', async ({ page }) => {
  await login(page, DEMO.employer);
  await topJobActions(page);
  await page.getByRole('menuitem', { name: 'Review best matches' }).click();
  await expect(page.getByText(/^Applicant 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Video introduction' })).toBeVisible();
  await expect(page.getByText(/disability|ethnicity|veteran/i)).toHaveCount(0);
  await expectAccessible(page, 'best-match review');

  // Keys act on the card on screen, so each step waits for its card before the next key.
  const heading = page.getByRole('article').getByRole('heading', { level: 2 });
  const first = (await heading.textContent())!;
  await page.keyboard.press('s');
  await expect(page.getByText(/^Applicant 2 of \d+$/)).toBeVisible();
  await expect(heading).not.toHaveText(first);
  // The next card takes focus with its name below the app bar, not under it.
  await expect(page.getByRole('article')).toBeFocused();
  const bar = (await page.getByRole('banner').boundingBox())!;
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  const second = (await heading.textContent())!;
  await page.keyboard.press('n');
  await expect(page.getByText(/^Applicant 3 of \d+$/)).toBeVisible();
  await expect(heading).not.toHaveText(second);
  await page.keyboard.press('r');
  await expect(page.getByText(/^Applicant 1 of \d+$/)).toBeVisible();
  await expect(heading).toHaveText(first);
  await page.keyboard.press('s');
  await expect(heading).toHaveText(second);
  await expect(page.getByRole('article').getByText('Not a Match')).toBeVisible();
});

test('clicking through the review, the buttons stay where they were clicked as the Not a Match line comes and goes', async ({
  page,
}) => {
  await login(page, DEMO.employer);
  await topJobActions(page);
  await page.getByRole('menuitem', { name: 'Review best matches' }).click();
  await expect(page.getByText(/^Applicant 1 of \d+$/)).toBeVisible();
  const skip = page.getByRole('button', { name: /^Skip/ });
  const at = (await skip.boundingBox())!.y;
  // The Not a Match line and its Undo show over the screen's foot, not above the buttons: they stay put.
  await page.getByRole('button', { name: /^Not a Match/ }).click();
  await expect(page.getByRole('button', { name: /^Undo Not a Match for / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Undo Not a Match for / })).toBeInViewport();
  await expect(page.getByText(/^Applicant 2 of \d+$/)).toBeVisible();
  expect((await skip.boundingBox())!.y).toBe(at);
  // Skip ends the Undo, and the next click at the same place is Skip again.
  await skip.click();
  await expect(page.getByText(/^Applicant 3 of \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Undo Not a Match for / })).toHaveCount(0);
  expect((await skip.boundingBox())!.y).toBe(at);
  await page.mouse.click(...(await centre(skip)));
  await expect(page.getByText(/^Applicant 4 of \d+$/)).toBeVisible();
});

const centre = async (button: import('@playwright/test').Locator): Promise<[number, number]> => {
  const box = (await button.boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
};

test('compares three applicants side by side', async ({ page }) => {
  await login(page, DEMO.employer);
  await topJobActions(page);
  await page.getByRole('menuitem', { name: 'Applicants' }).click();
  await expect(page.getByRole('list', { name: 'Applicants' })).toBeVisible();
  const boxes = page.getByRole('checkbox', { name: /^Compare / });
  for (const i of [0, 1, 2]) await boxes.nth(i).check();
  await expectAccessible(page, 'applicants');
  await page.getByRole('button', { name: 'Compare (3)' }).click();
  await expect(page).toHaveURL(/\/compare-applicants\?jobId=\d+&ids=\d+,\d+,\d+$/);
  await expect(page.getByRole('region', { name: 'Applicants side by side' }).getByRole('region')).toHaveCount(
    3,
  );
  await expectAccessible(page, 'compare applicants');
});

test('a page opened from far down another opens at its top', async ({ page }) => {
  await login(page, DEMO.employer);
  await page.goto('/all-jobs-postings/list');
  const table = page.getByRole('table', { name: 'Job postings' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Settings' });
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a job opened from the list: focus goes to its applicants heading, not to the page', async ({
  page,
}) => {
  await login(page, DEMO.employer);
  const link = (await jobPostingsByApplicants(page)).getByRole('link').first();
  // The same page ('Job postings', its title unchanged) shows the job's applicants; the link goes with the list.
  await link.focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: /^Applicants: / });
  await expect(heading).toBeFocused();
  // Reached by keyboard, it shows the app's ring clear of its letters, not the browser's default one.
  await expect(heading).toHaveCSS('outline', 'rgb(29, 78, 216) solid 2px');
  await expect(heading).toHaveCSS('outline-offset', '2px');
});
