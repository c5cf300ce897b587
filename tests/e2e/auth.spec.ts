import { DEMO, expect, expectAccessible, expectNoHorizontalScroll, login, readOtp, test } from './support';
import type { Page } from '@playwright/test';

/** Signs up, up to the code screen. */
async function createAccount(page: Page, role: 'jobseeker' | 'employer', email: string) {
  await page.goto(`/signup/${role}`);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Hale');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('+1 415 555 0177');
  await page.getByLabel('Password', { exact: true }).fill('Robin@2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Robin@2026');
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify\/otp\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your phone' })).toBeVisible();
}

async function signUp(page: Page, role: 'jobseeker' | 'employer', email: string) {
  await createAccount(page, role, email);
  await page.getByLabel('Verification code').fill(await readOtp(page));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

test('a job seeker signs up, verifies the code and reaches /welcome', async ({ page }) => {
  await signUp(page, 'jobseeker', 'robin.seeker@example.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Robin!' })).toBeVisible();
  await expectAccessible(page, 'welcome');
  await page.getByRole('link', { name: 'Set up your profile' }).click();
  await expect(page).toHaveURL(/\/applicant\/profile-setup\?step=1$/);
});

test('Back from the code screen says the account is made, and leads back to its code', async ({ page }) => {
  // On a phone the form is long: the browser brings Back to the foot of the form, where Create account was.
  await page.setViewportSize({ width: 360, height: 740 });
  await createAccount(page, 'jobseeker', 'robin.back@example.test');
  await page.goBack();
  const made = page
    .getByRole('alert')
    .filter({ hasText: 'Your account for robin.back@example.test is created' });
  await expect(made).toBeFocused();
  await expect(made).toBeInViewport();
  await made.getByRole('link', { name: 'enter the code we sent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your phone' })).toBeVisible();
  // The code screen's way to a new sign-up says so too.
  await page.getByRole('link', { name: 'Sign up again with the right one' }).click();
  await made.getByRole('link', { name: 'enter the code we sent' }).click();
  await page.getByLabel('Verification code').fill(await readOtp(page));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('an employer signs up through the email variant of the code', async ({ page }) => {
  await page.goto('/signup/employer');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Hale');
  await page.getByLabel('Email').fill('robin@newco.test');
  await page.getByLabel('Phone number').fill('+1 415 555 0178');
  await page.getByLabel('Password', { exact: true }).fill('Robin@2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Robin@2026');
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Send the code to robin@newco.test instead' }).click();
  await expect(page).toHaveURL(/\/verify\/email\/robin%40newco\.test\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(/A new code has been sent to robin@newco.test/)).toBeVisible();
  await page.getByLabel('Verification code').fill(await readOtp(page));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('link', { name: 'Set up your company' }).click();
  await expect(page).toHaveURL(/\/employer\/profile-setup\?step=company$/);
});

test('each demo user lands on the right place after logging in', async ({ browser }) => {
  // Four accounts, each logged in and out.
  test.setTimeout(60_000);
  const cases: Array<[string, RegExp]> = [
    [DEMO.seeker, /\/job-seeker\/dashboard$/],
    [DEMO.newSeeker, /\/applicant\/profile-setup\?step=1$/],
    [DEMO.employer, /\/employer\/dashboard$/],
    [DEMO.newEmployer, /\/employer\/profile-setup\?step=company$/],
  ];
  for (const [email, where] of cases) {
    const context = await browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('mock-latency', '0'));
    const page = await context.newPage();
    await login(page, email);
    await expect(page, email).toHaveURL(where);
    await context.close();
  }
});

test('guards: login first, then back to the page; other roles bounce; unknown paths 404', async ({
  page,
}) => {
  await page.goto('/saved-jobs');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(DEMO.seeker);
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/saved-jobs$/);

  await page.goto('/employer/dashboard');
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);

  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
});

test('a 401 mid-session clears the session and forces logout', async ({ page }) => {
  // The dashboard's own calls answered, so that the 401 comes from the click below (on a slow machine they
  // start well after its heading shows; the page's 'networkidle' was long past, at its load before logging in).
  const answered = [
    '/jobs/jobs-status-for-employer',
    '/jobs/get-users',
    '/notification/alert',
    '/chat/get-unread-chat-count',
    '/users/3',
  ].map((path) => page.waitForResponse((res) => new URL(res.url()).pathname === `/api/v1${path}`));
  await login(page, DEMO.employer);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await Promise.all(answered);
  await page.evaluate(() => window.__mock!.expireSessions());
  // The next call the app makes (this screen's, or a background one) gets the 401.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job postings' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Unauthorized')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('logout ends the session; the back button does not reopen the app', async ({ page }) => {
  await login(page, DEMO.seeker);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('logging out in one tab logs out the other', async ({ page, context }) => {
  await login(page, DEMO.seeker);
  const other = await context.newPage();
  await other.goto('/calendar');
  await expect(other.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(other).toHaveURL(/\/login$/);
});

/** Opens the reset link the Demo panel shows as mailed and saves `password` with it. */
async function setPasswordFromMail(page: Page, password: string) {
  await page
    .getByRole('complementary', { name: 'Demo mode' })
    .getByRole('link', { name: 'Open the reset link' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
}

test('forgot password: the reset link sets a new password that logs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.seeker);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we have sent a link/)).toBeVisible();
  await setPasswordFromMail(page, 'Fresh#2026');
  await expect(page).toHaveURL(/\/login$/);
  await login(page, DEMO.seeker, 'Fresh#2026');
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
});

test('a signed-in job seeker changes the password from Settings with the emailed link', async ({ page }) => {
  await login(page, DEMO.seeker);
  // From the menu, in the page: a second page load is seconds on a slow machine.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^We sent a link to alex@demo\.test\./ }),
  ).toBeVisible();
  await expectAccessible(page, 'settings, link sent');
  // Still signed in, the link's page opens rather than sending the user home.
  await setPasswordFromMail(page, 'Fresh#2026');
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, DEMO.seeker, 'Fresh#2026');
  await expect(page).toHaveURL(/\/job-seeker\/dashboard$/);
});

test('the contact form sends a message and keeps input on bad values', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Robin');
  await page.getByLabel('Email').fill('robin@example.test');
  await page.getByLabel('Phone number (optional)').fill('+1 415');
  await page.getByLabel('Subject').fill('Plans');
  await page.getByLabel('Message').fill('Which plan suits a team of five?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Phone number is too short')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('Which plan suits a team of five?');
  await page.getByLabel('Phone number (optional)').fill('');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/Thanks! We will get back to you/)).toBeVisible();
});

test('the login form works from the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(DEMO.employer);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Demo@1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
});

test('on a 360 px screen the app menu opens as a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, DEMO.employer);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: /Inbox/ }).click();
  await expect(page).toHaveURL(/\/messages\/inbox$/);
  await expect(nav).toBeHidden();
});

const PUBLIC_SCREENS = [
  '/',
  '/login',
  '/forgot-password',
  '/signup/jobseeker',
  '/signup/employer',
  '/verify/otp/%2B14155550102/2',
  '/verify/email/jamie%40demo.test/2',
  '/set-password/some-token',
  '/contact',
  '/about',
  '/privacy-policy',
  '/terms-&-conditions',
  '/terms-of-use',
  '/nowhere',
];

for (const path of PUBLIC_SCREENS) {
  test(`${path} has no serious accessibility violations at 1280 and 360 px`, async ({ page }) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `${path} at ${width}px`);
      await expectNoHorizontalScroll(page);
    }
  });
}

test('the welcome screen has no serious accessibility violations, and logs out', async ({ page }) => {
  await login(page, DEMO.newEmployer);
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'welcome');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the app layout has no serious accessibility violations', async ({ page }) => {
  await login(page, DEMO.employer);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectAccessible(page, 'app layout');
});
