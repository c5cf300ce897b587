import type { Page } from '@playwright/test';
import {
  DEMO,
  callApi,
  expect,
  expectAccessible,
  expectNoHorizontalScroll,
  jobPostingsByApplicants,
  login,
  test,
} from './support';

// Signed-in screens on a 360 px phone: the page never scrolls sideways, and what a screen scrolls on its own
// (a wide table, cards side by side) keeps its labels and actions in view. Public pages: auth.spec.ts.
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
});

const REVIEW_CSV = [
  'title,description,jobType,workArrangements,location,payMin,payMax,payPeriod,tags,keyQualifications,benefits',
  'Frontend Engineer,Build screens,PROFESSIONAL,Hybrid,"Seattle, WA",,,,,,',
  'Principal Distributed Systems Reliability Engineer,Keep it up,INTERNSHIP,Fully Remote,"Denver, CO",,,,,,',
].join('\n');

/** The left edge of the page's heading, in px from the page's. */
const leftOf = async (page: Page, name: string) =>
  (await page.getByRole('heading', { level: 1, name }).boundingBox())!.x;

test('an employer compares four applicants, reviews an upload and lists the jobs without sideways scroll', async ({
  page,
}) => {
  // Three screens, each with an axe run.
  test.setTimeout(60_000);
  await login(page, DEMO.employer);
  const jobs = await jobPostingsByApplicants(page);
  // The status goes under the title on a phone.
  await expect(
    jobs
      .getByRole('row')
      .nth(1)
      .getByText(/^(Active|Inactive)$/)
      .filter({ visible: true }),
  ).toBeInViewport();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, 'job postings at 360 px');

  await jobs
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Applicants' }).click();
  const boxes = page.getByRole('checkbox', { name: /^Compare / });
  for (const i of [0, 1, 2, 3]) await boxes.nth(i).check();
  await page.getByRole('button', { name: 'Compare (4)' }).click();
  const side = page.getByRole('region', { name: 'Applicants side by side' });
  await expect(side.getByRole('region')).toHaveCount(4);
  await expect(page.getByText('Scroll sideways to see all 4 applicants.')).toBeVisible();
  // The cards scroll in their own box; the status chips' hidden labels once widened the page to 949 px.
  await expectNoHorizontalScroll(page);

  await page.goto('/jobs-posting/bulkUpload');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'jobs.csv', mimeType: 'text/csv', buffer: Buffer.from(REVIEW_CSV) });
  const review = page.getByRole('table', { name: 'Uploaded jobs' });
  await expect(review.getByRole('cell', { name: /^Frontend Engineer/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  // Down to the table without scrolling it sideways: its actions are in view as it stands.
  await review.evaluate((t) => window.scrollBy(0, t.getBoundingClientRect().top - 80));
  await expect(page.getByRole('button', { name: 'Edit Frontend Engineer (row 2)' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Delete Frontend Engineer (row 2)' })).toBeInViewport();
  await expectAccessible(page, 'bulk review at 360 px');
});

test('an employer’s overview on a phone keeps each Review beside its job, whole, clear of the location', async ({
  page,
}) => {
  await login(page, DEMO.employer);
  const rows = page.getByRole('list', { name: 'Applicants per active job' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const review = row.getByRole('link', { name: /^Review applicants for / });
    const text = row.locator('.MuiListItemText-root');
    const [link, words] = [(await review.boundingBox())!, (await text.boundingBox())!];
    expect(link.x).toBeGreaterThanOrEqual(words.x + words.width);
    // One line: 'Review', not 'Revie' over 'w'.
    expect(link.height).toBeLessThan(30);
  }
  // Recent applicants: the status goes under the name, which keeps the width of the card (a column beside the
  // status split the job's title mid-word: QA at 320 px).
  const recent = page.getByRole('list', { name: 'Recent applicants' }).getByRole('listitem');
  await expect(recent.first()).toBeVisible();
  const card = (await page.getByRole('list', { name: 'Recent applicants' }).boundingBox())!;
  for (const row of await recent.all()) {
    const [words, status] = [
      (await row.locator('.MuiListItemText-root').boundingBox())!,
      (await row.locator('.MuiChip-root').boundingBox())!,
    ];
    expect(words.width).toBeGreaterThan(card.width * 0.8);
    expect(status.y).toBeGreaterThanOrEqual(words.y + words.height);
  }
});

/** The contrast of each step-to-come's number (its text's fill) on its circle (the icon's colour, on the page's). */
const stepNumberContrasts = (page: Page) =>
  page.locator('.MuiStepIcon-root:not(.Mui-active):not(.Mui-completed)').evaluateAll((icons) => {
    const rgba = (c: string) => c.match(/[\d.]+/g)!.map(Number);
    const page = rgba(getComputedStyle(document.body).backgroundColor);
    const luminance = (c: string) => {
      const [r, g, b, a = 1] = rgba(c);
      const [R, G, B] = [r, g, b].map((v, i) => (a * v + (1 - a) * page[i]) / 255);
      const lin = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(R) + 0.7152 * lin(G) + 0.0722 * lin(B);
    };
    return icons.map((icon) => {
      const [light, dark] = [
        luminance(getComputedStyle(icon.querySelector('text')!).fill),
        luminance(getComputedStyle(icon).color),
      ].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    });
  });

test('on a phone the top bar names each page whole, on two lines if it must', async ({ page }) => {
  await login(page, DEMO.employer);
  for (const [path, title] of [
    ['/compare-applicants', 'Compare applicants'],
    ['/active-match-job', 'Best-match review'],
    ['/my-organization', 'My organization'],
  ]) {
    await page.goto(path);
    const name = page.getByRole('banner').getByText(title, { exact: true });
    await expect(name).toBeVisible();
    const cut = await name.evaluate((e) => e.scrollHeight > e.clientHeight || e.scrollWidth > e.clientWidth);
    expect(cut, title).toBe(false);
  }
});

test('a conversation open on a phone has the pane to itself: the folder is named by the top bar, and read', async ({
  page,
}) => {
  await login(page, DEMO.employer);
  await page.goto('/messages/inbox');
  await page.getByRole('list', { name: 'Inbox conversations' }).getByRole('link').first().click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  // The page's heading is still there for a screen reader, not on screen (QA: a third of the height was left).
  const heading = page.getByRole('heading', { level: 1, name: 'Inbox' });
  await expect(heading).toHaveCount(1);
  // The conversation starts under the top bar: its name at the pane's top (it was under the heading and count).
  const name = page.getByRole('heading', { level: 2 }).first();
  expect((await name.boundingBox())!.y).toBeLessThan(130);
  const pane = page.getByRole('log');
  expect((await pane.boundingBox())!.height).toBeGreaterThan(360);
  await expectNoHorizontalScroll(page);
  // Back at the list, the heading and count are shown above it again.
  await page.getByRole('link', { name: 'Back to the list' }).click();
  const list = page.getByRole('list', { name: 'Inbox conversations' });
  await expect(list).toBeVisible();
  expect((await list.boundingBox())!.y).toBeGreaterThan(150);
});

test('a new employer’s setup keeps the page margins', async ({ page }) => {
  await login(page, DEMO.newEmployer);
  // The address the setup settles on (it names its step once the company is read), as auth.spec.ts waits for.
  await expect(page).toHaveURL(/\/employer\/profile-setup\?step=company$/);
  expect(await leftOf(page, 'Set up your company')).toBeGreaterThanOrEqual(16);
  await expectNoHorizontalScroll(page);
  // The steps to come (axe does not read a number drawn in an icon).
  for (const contrast of await stepNumberContrasts(page)) expect(contrast).toBeGreaterThanOrEqual(4.5);
});

test('a new job seeker sees all six setup steps, and which one is current', async ({ page }) => {
  await login(page, DEMO.newSeeker);
  await expect(page.getByRole('heading', { name: 'Step 1 of 6: Education' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Setup steps' });
  // The steps fit: the labels once ran together and the stepper scrolled on its own, step 6 out of sight.
  await expect(steps.getByRole('button')).toHaveCount(6);
  await expect(steps.getByRole('button', { name: 'Education' })).toBeInViewport({ ratio: 1 });
  await expect(steps.getByRole('button', { name: 'Education' })).toHaveAttribute('aria-current', 'step');
  await expect(steps.getByRole('button', { name: 'Photo and finish' })).toBeInViewport({ ratio: 1 });
  expect(await leftOf(page, 'Set up your profile')).toBeGreaterThanOrEqual(16);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, 'setup stepper at 360 px');
  const contrasts = await stepNumberContrasts(page);
  expect(contrasts).toHaveLength(5);
  for (const contrast of contrasts) expect(contrast).toBeGreaterThanOrEqual(4.5);
});

test('a job seeker’s month and week fit a phone', async ({ page }) => {
  await login(page, DEMO.seeker);
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  // The spec's labels, whole: not cut to 'Th…'.
  for (const day of ['Tues', 'Thurs']) {
    const header = page.getByRole('columnheader', { name: day, exact: true });
    await expect(header).toBeVisible();
    // The label is a span in the cell that cuts it with an ellipsis.
    const cell = header.locator('xpath=..');
    expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  // Each day's number opens the day: a target of at least 24 px square (WCAG 2.5.8), not its digits' 15 px.
  const days = page.getByRole('button', { name: /^Open / });
  await expect(days.first()).toBeVisible();
  for (const day of await days.all()) {
    const box = (await day.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }
  await expectNoHorizontalScroll(page);

  // The week's headings wrap between weekday and date instead of cutting either.
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  const headings = page.locator('.rbc-time-header-cell .rbc-header');
  await expect(headings).toHaveCount(7);
  for (const heading of await headings.all()) {
    await expect(
      heading.getByRole('button', { name: /^(Sun|Mon|Tues|Wed|Thurs|Fri|Sat) \d\d\/\d\d$/ }),
    ).toBeVisible();
    expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await expectAccessible(page, 'week view at 360 px');
  await expectNoHorizontalScroll(page);
});

test('a job seeker’s search pages and job comparison fit a phone', async ({ page }) => {
  await login(page, DEMO.seeker);
  // The pages of a long search fit one row: the next-page arrow beside the previous one, not under it.
  await page.goto('/job-search?page=7');
  const previous = page.getByRole('button', { name: 'Go to previous page' });
  const next = page.getByRole('button', { name: 'Go to next page' });
  await expect(next).toBeVisible();
  expect((await next.boundingBox())!.y).toBe((await previous.boundingBox())!.y);

  await page.goto('/job-search?q=engineer');
  const boxes = page.getByRole('checkbox', { name: /^Compare / });
  for (const i of [0, 1, 2]) await boxes.nth(i).check();
  // The tray stays in view under the header while the boxes are ticked far down the list.
  await expect(boxes.nth(2)).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Compare 3 jobs' })).toBeInViewport();
  await page.getByRole('link', { name: 'Compare 3 jobs' }).click();
  const box = page.getByLabel('Job comparison');
  await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  // Scrolled to the last job, the row labels and the caption are still in view.
  await expect(page.getByRole('rowheader', { name: /Pay/ })).toBeInViewport();
  await expect(page.getByText(/^Comparing 3 jobs\./)).toBeInViewport({ ratio: 1 });
  // The table is wider than the phone: the caption says it scrolls sideways.
  await expect(page.getByText(/^Comparing 3 jobs\./)).toContainText('Scroll sideways to see every job.');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page, 'compare jobs at 360 px');
});

/** Gives one of the signed-in employer's jobs another title, in the mock backend the page runs. */
async function retitle(page: Page, jobId: number, title: string) {
  const { body: job } = await callApi<object>(page, 'GET', `/jobs/${jobId}`);
  const { status } = await callApi(page, 'PUT', '/jobs', { ...job, title });
  if (status >= 300) throw new Error(`PUT /jobs answered ${status}`);
}

test('a Not a Match given from far down the card leaves its line and Undo in view', async ({ page }) => {
  await login(page, DEMO.employer);
  // A 120-character title with no space in it: the Job picker once grew to fit it, past the phone's edge.
  const title = 'PrincipalDistributedSystemsReliabilityEngineer'.repeat(3).slice(0, 120);
  await retitle(page, 12, title);
  await page.goto('/active-match-job?jobId=12');
  const picker = page.getByRole('combobox', { name: 'Job' });
  // The title is cut short on screen, not in the text read out.
  await expect(picker).toHaveText(new RegExp(`^${title} · [^·]+ · \\d+ applicants?$`));
  await expectNoHorizontalScroll(page);
  await picker.click();
  const option = page.getByRole('option', { name: new RegExp(`^${title} `) });
  expect(await option.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.keyboard.press('Escape');
  const card = page.getByRole('article', { name: /^Applicant / });
  const first = (await card.getAttribute('aria-label'))!;
  // Read down the card, as one does before deciding, then N (a left swipe does the same).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await card.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
  await page.keyboard.press('n');
  const next = page.getByRole('article', { name: /^Applicant / });
  await expect(next).not.toHaveAttribute('aria-label', first);
  await expect(next).toBeFocused();
  await expect(page.getByRole('button', { name: /^Undo Not a Match for / })).toBeInViewport();
});

test('the review’s decisions stay in view down a long card on a phone, and the next card is read from its start', async ({
  page,
}) => {
  await login(page, DEMO.employer);
  await page.goto('/active-match-job?jobId=11');
  const card = page.getByRole('article', { name: /^Applicant / });
  const first = (await card.getAttribute('aria-label'))!;
  // Read down to the card's end (QA: the decisions were only above its start, a few screens up).
  await page.getByRole('link', { name: 'Open full profile' }).scrollIntoViewIfNeeded();
  const skip = page.getByRole('button', { name: /^Skip/ });
  await expect(skip).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Not a Match/ })).toBeInViewport();
  await skip.click();
  const next = page.getByRole('article', { name: /^Applicant / });
  await expect(next).not.toHaveAttribute('aria-label', first);
  await expect(next).toBeFocused();
  // Its name is in view, below the decisions, not under them.
  const name = next.getByRole('heading').first();
  await expect(name).toBeInViewport();
  const bar = (await skip.boundingBox())!;
  expect((await name.boundingBox())!.y).toBeGreaterThan(bar.y + bar.height);
  await expectAccessible(page);
});

test('a job seeker ticking a first job to compare keeps the box in view as the compare tray appears', async ({
  page,
}) => {
  await login(page, DEMO.seeker);
  await page.goto('/job-search');
  const first = page.getByRole('checkbox', { name: /^Compare / }).first();
  await first.focus();
  await expect(first).toBeInViewport();
  await page.keyboard.press('Space');
  const tray = page.getByRole('region', { name: 'Jobs to compare' });
  await expect(tray).toBeVisible();
  await expect(first).toBeChecked();
  await expect(first).toBeInViewport();
  // With two, one line under the app bar, its count in the Compare button and read out (it took a fifth of the
  // screen).
  await page
    .getByRole('checkbox', { name: /^Compare / })
    .nth(1)
    .check();
  await expect(tray.getByRole('status')).toHaveText('2 of 4 jobs picked to compare');
  await expect(tray.getByRole('link', { name: 'Compare 2 jobs' })).toBeVisible();
  expect((await tray.boundingBox())!.height).toBeLessThan(64);
});

/**
 * Shift+Tab up the page from the focused control, `presses` times: what each control reached in the page has
 * above it, stuck at the window's top (the top bar, the compare tray), as "name at y". Empty when each is in view.
 */
async function hiddenGoingUp(page: Page, presses: number) {
  const hidden: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Shift+Tab');
    const under = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const tray = '[aria-label="Jobs to compare"]';
      if (!focused.closest('main') || focused.closest(tray)) return null;
      const stuck = [...document.querySelectorAll(`header, ${tray}`)].map(
        (e) => e.getBoundingClientRect().bottom,
      );
      const top = focused.getBoundingClientRect().top;
      return top < Math.max(...stuck)
        ? `${focused.getAttribute('aria-label') ?? focused.id} at ${top}`
        : null;
    });
    if (under) hidden.push(under);
  }
  return hidden;
}

test('a job seeker going back up the results by keyboard sees each control below the app bar and the tray', async ({
  page,
}) => {
  await login(page, DEMO.seeker);
  await page.goto('/job-search');
  const boxes = page.getByRole('checkbox', { name: /^Compare / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByRole('region', { name: 'Jobs to compare' })).toBeVisible();
  await boxes.last().focus();
  expect(await hiddenGoingUp(page, 30)).toEqual([]);
});

test('a match dismissed far down on a phone leaves its Undo in its place, in view below the app bar', async ({
  page,
}) => {
  await login(page, DEMO.seeker);
  await page.goto('/match-job-postings');
  const list = page.getByRole('list', { name: 'Best matches' });
  const sixth = list.getByRole('article').nth(5);
  const next = list.getByRole('article').nth(6).getByRole('link').first();
  const nextTitle = (await next.textContent())!;
  // Read down past the card's title (above the window now) to its Dismiss, near the top, pressed by keyboard.
  const dismiss = sixth.getByRole('button', { name: /^Dismiss / });
  const name = (await dismiss.getAttribute('aria-label'))!.replace(/^Dismiss /, '');
  await dismiss.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 120));
  await dismiss.focus();
  await expect(dismiss).toBeInViewport();
  await expect(sixth.getByRole('link').first()).not.toBeInViewport();
  await page.keyboard.press('Enter');
  // The page keeps the reader's place: Undo is where the card was, focused, clear of the bar.
  const undo = list.getByRole('button', { name: `Undo dismiss of ${name}` });
  await expect(undo).toBeFocused();
  await expect(undo).toBeInViewport();
  await expect(list.getByText(`Dismissed ${name}.`, { exact: false })).toBeInViewport();
  const bar = (await page.getByRole('banner').boundingBox())!;
  expect((await undo.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  await expect(page.getByRole('status').filter({ hasText: /^Dismissed .+\. Showing/ })).toBeAttached();
  // Tab goes on to the next card, in view.
  await page.keyboard.press('Tab');
  const after = list.getByRole('article').nth(5).getByRole('link').first();
  await expect(after).toHaveText(nextTitle);
  await expect(after).toBeFocused();
  await expect(after).toBeInViewport();
  // Undo brings the card back where it was, focus on its title.
  await undo.click();
  await expect(list.getByRole('article').nth(5).getByRole('link').first()).toBeFocused();
});

test('a refused save on a phone brings the field to fix, with its label, out from under the app bar', async ({
  page,
}) => {
  // A common phone's height, where the whole education form fits. Motion off, so the section opens at once and the
  // page stands still for what follows.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await login(page, DEMO.seeker);
  await page.goto('/job-seeker/settings');
  await page.getByRole('button', { name: 'Education' }).click();
  const institution = page.getByLabel('Institution');
  await institution.fill('');
  // Read on until the field sits half under the bar, its Save in view below: the browser counts the field as in
  // view, so its own scroll on focus left the field, and its label, under the bar.
  await institution.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 30));
  const save = page.getByRole('button', { name: 'Save education' });
  await expect(save).toBeInViewport({ ratio: 1 });
  await save.click();
  await expect(institution).toBeFocused();
  await expect(page.getByText('Please enter institution')).toBeVisible();
  const bar = (await page.getByRole('banner').boundingBox())!;
  const label = page.locator('label', { hasText: 'Institution' });
  await expect.poll(async () => (await label.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  await expect(institution).toBeInViewport();
});

test('signed in, a refused contact form brings its field below the public bar, which wraps to two rows', async ({
  page,
}) => {
  await login(page, DEMO.seeker);
  await page.goto('/contact');
  // The account's name and email are filled in; the name is taken out, to be refused.
  const name = page.getByLabel('Your name');
  await expect(name).toHaveValue('Alex Rivera');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.seeker);
  await name.fill('');
  await page.getByLabel('Subject').fill('Plans');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(name).toBeFocused();
  const bar = (await page.getByRole('banner').boundingBox())!;
  // The bar is taller than the app's: Dashboard and Log out wrap below the logo.
  expect(bar.height).toBeGreaterThan(64);
  const label = page.locator('label', { hasText: 'Your name' });
  await expect.poll(async () => (await label.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  await expect(page.getByLabel('Subject')).toHaveValue('Plans');
  // Going back up the form by keyboard, each field stops below the two rows too.
  await page.getByRole('button', { name: 'Send message' }).focus();
  expect(await hiddenGoingUp(page, 5)).toEqual([]);
});

test('a contact message sent on a phone says thanks where it was sent, in view', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Robin');
  await page.getByLabel('Email').fill('robin@example.test');
  await page.getByLabel('Subject').fill('Plans');
  await page.getByLabel('Message').fill('Which plan suits a team of five?');
  await page.getByRole('button', { name: 'Send message' }).click();
  // It showed above the form, out of sight: the emptied form looked like a message lost.
  await expect(page.getByText(/Thanks! We will get back to you/)).toBeInViewport({ ratio: 1 });
  await expect(page.getByLabel('Message')).toHaveValue('');
});
