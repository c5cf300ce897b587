import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, login, test } from './support';

const RESTORED = 'We restored what you typed before you were signed out.';

// Each journey signs in twice, fills a dozen fields and runs axe on the restored page: a minute, not 30 s.
test.describe.configure({ timeout: 60_000 });

/**
 * The session ends on the server (mock mode). Each journey calls this after filling a form the page showed once
 * its own calls had answered, so the 401 goes to the submit that follows. (The page's 'networkidle' would not
 * tell: it was reached at the page's load, before logging in.)
 */
async function expireSession(page: Page) {
  await page.evaluate(() => window.__mock!.expireSessions());
}

/** Logs in on the login page the 401 left the user on (no new page load: the tab is the same). */
async function logInAgain(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Picks the first option the list offers for a chips field, and returns its name. */
async function pickFirst(page: Page, label: string) {
  await page.getByLabel(label).click();
  const option = page.getByRole('option').first();
  const name = (await option.textContent())!.trim();
  await option.click();
  await page.keyboard.press('Escape');
  return name;
}

async function fillJob(page: Page) {
  await page.getByLabel('Job title').fill('Draft Keeper');
  await page.getByLabel('Description').fill('Keeps what people type, even when they are signed out.');
  await page.getByRole('combobox', { name: 'Job type' }).click();
  await page.getByRole('option', { name: 'Internship' }).click();
  await page.getByLabel('Location').fill('Boise, ID');
  await page.getByLabel('Fully Remote').check();
  await page.getByLabel('Hybrid').check();
  await page.getByLabel('Minimum pay (USD)').fill('41');
  await page.getByLabel('Maximum pay (USD)').fill('52.5');
  await page.getByRole('combobox', { name: 'Per' }).click();
  await page.getByRole('option', { name: 'Hour' }).click();
  return {
    tag: await pickFirst(page, 'Tags'),
    qualification: await pickFirst(page, 'Key qualifications'),
    benefit: await pickFirst(page, 'Benefits'),
  };
}

async function expectJob(page: Page, chips: { tag: string; qualification: string; benefit: string }) {
  await expect(page.getByLabel('Job title')).toHaveValue('Draft Keeper');
  await expect(page.getByLabel('Description')).toHaveValue(
    'Keeps what people type, even when they are signed out.',
  );
  await expect(page.getByRole('combobox', { name: 'Job type' })).toHaveText('Internship');
  await expect(page.getByLabel('Location')).toHaveValue('Boise, ID');
  await expect(page.getByLabel('Fully Remote')).toBeChecked();
  await expect(page.getByLabel('Hybrid')).toBeChecked();
  await expect(page.getByLabel('Full Time')).not.toBeChecked();
  await expect(page.getByLabel('Minimum pay (USD)')).toHaveValue('41');
  await expect(page.getByLabel('Maximum pay (USD)')).toHaveValue('52.5');
  await expect(page.getByRole('combobox', { name: 'Per' })).toHaveText('Hour');
  const form = page.getByRole('form', { name: 'Job details' });
  for (const chip of Object.values(chips))
    await expect(form.getByRole('button', { name: chip })).toBeVisible();
}

test('an employer signed out on Post job gets the whole job back after logging in again, and nothing was posted', async ({
  page,
}) => {
  await login(page, DEMO.employer);
  await page.getByRole('link', { name: 'Post a job' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  const chips = await fillJob(page);

  await expireSession(page);
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Unauthorized')).toBeVisible();

  await logInAgain(page, DEMO.employer);
  await expect(page).toHaveURL(/\/jobs-posting\/addJob$/);
  await expect(page.getByRole('status').filter({ hasText: RESTORED })).toBeVisible();
  await expectJob(page, chips);
  await expectAccessible(page, 'post a job, restored');

  // The post was not sent again by itself.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job postings' }).click();
  await expect(page.getByText(/^60 jobs, /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Draft Keeper' })).toHaveCount(0);
});

test('a job seeker signed out while saving settings gets the account and the open section back', async ({
  page,
}) => {
  await login(page, DEMO.seeker);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const account = page.getByRole('form', { name: 'Account settings' });
  await account.getByLabel('First name').fill('Alexandra');
  await account.getByLabel('Last name').fill('Draftwell');
  await account.getByLabel('Phone number').fill('+1 415 555 0199');
  await account.getByLabel('New chat messages').uncheck();
  await page.getByRole('button', { name: 'Education', exact: true }).click();
  const education = page.getByRole('form', { name: 'Education' });
  await education.getByLabel('Degree').first().fill('Master of Drafts');

  await expireSession(page);
  await account.getByRole('button', { name: 'Save account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Unauthorized')).toBeVisible();

  await logInAgain(page, DEMO.seeker);
  await expect(page).toHaveURL(/\/job-seeker\/settings$/);
  await expect(account.getByRole('status').filter({ hasText: RESTORED })).toBeVisible();
  await expect(account.getByLabel('First name')).toHaveValue('Alexandra');
  await expect(account.getByLabel('Last name')).toHaveValue('Draftwell');
  await expect(account.getByLabel('Phone number')).toHaveValue('+1 415 555 0199');
  await expect(account.getByLabel('New chat messages')).not.toBeChecked();
  await expect(account.getByLabel('Job alerts and notifications')).toBeChecked();
  await expect(education.getByRole('status').filter({ hasText: RESTORED })).toBeVisible();
  await expect(education.getByLabel('Degree').first()).toHaveValue('Master of Drafts');
  await expectAccessible(page, 'settings, restored');
});

test("another user logging in on the same tab sees none of the first user's drafts and lands on their own home", async ({
  page,
}) => {
  await login(page, DEMO.employer);
  await page.getByRole('link', { name: 'Post a job' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await fillJob(page);
  await expireSession(page);
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logInAgain(page, DEMO.newEmployer);
  await expect(page).toHaveURL(/\/employer\/profile-setup\?step=company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your company' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('');
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  // Nothing of the first user's is left in this tab.
  const kept = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((k) => /^(draft|return):/.test(k)),
  );
  expect(kept).toEqual([]);
});
