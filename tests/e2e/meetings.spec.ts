import dayjs from 'dayjs';
import type { Locator, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, callApi, expect, expectAccessible, login, test } from './support';

// The browser's clock is set to NOW (page.clock) so the days below are the same on every run, however close
// to midnight or a month's end it starts. The browser and this runner share the machine's time zone.
const NOW = dayjs('2026-11-18T09:00:00');
// A Sunday at least two days ahead: moving it to Monday stays in the same row of the month grid.
const DAY = (() => {
  let d = NOW.add(2, 'day').startOf('day');
  while (d.day() !== 0) d = d.add(1, 'day');
  return d;
})();
const NEXT_DAY = DAY.add(1, 'day');
const when = (d: dayjs.Dayjs) => `${d.format('dddd, MMMM D')} · 4:15 pm – 5:15 pm`;

async function logout(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function openMenu(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

/** The agenda row of a meeting at 4:15 PM on a day (the calendar's MM/DD and hh:mm A formats). */
async function agendaShows(page: Page, d: dayjs.Dayjs): Promise<Locator> {
  await page.getByRole('button', { name: 'Agenda', exact: true }).click();
  return page.locator('.rbc-agenda-table tr', { hasText: '04:15 PM – 05:15 PM' }).filter({
    hasText: d.format('MM/DD'),
  });
}

test('the employer schedules, moves and cancels an interview, and the job seeker sees each change', async ({
  page,
}) => {
  // A long journey through two accounts with six axe scans.
  test.setTimeout(120_000);
  await page.clock.install({ time: NOW.toDate() });
  await login(page, DEMO.employer);
  // Alex applied to Acme's job 18; its location tells it apart from jobs with the same title.
  const { body: job } = await callApi<{ title: string; location: string }>(page, 'GET', '/jobs/18');

  await openMenu(page, 'Video meetings');
  await expect(page).toHaveURL(/\/employer\/video-meetings\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Video meetings' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Starts in \d\d:\d\d:\d\d/);
  await expectAccessible(page, 'employer meetings');

  await page.getByRole('button', { name: 'Schedule a meeting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a meeting' });
  // The disabled applicant field says why in readable contrast ('Choose a job first').
  await expect(dialog.getByText('Choose a job first')).toBeVisible();
  await expectAccessible(page, 'scheduling dialog');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Please enter job')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Job' }).click();
  await page.getByRole('option', { name: `${job.title} · ${job.location}` }).click();
  await dialog.getByRole('combobox', { name: 'Applicant' }).click();
  await page.getByRole('option', { name: 'Alex Rivera' }).click();
  await dialog.getByLabel('Date').fill(DAY.format('YYYY-MM-DD'));
  await dialog.getByLabel('Start time').fill('16:15');
  await expect(dialog.getByLabel('End time')).toHaveValue('17:15');
  await dialog.getByLabel('Notes').fill('Bring a small project to talk about.');
  await expectAccessible(page, 'schedule dialog');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: when(DAY) }),
  ).toContainText('With Alex Rivera');

  await openMenu(page, 'Calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Tues' })).toBeVisible();
  await expectAccessible(page, 'employer calendar');
  await expect(await agendaShows(page, DAY)).toContainText('Alex Rivera');

  await logout(page);
  await login(page, DEMO.seeker);
  await openMenu(page, 'Video meetings');
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: when(DAY) }),
  ).toContainText('Acme Corporation');
  await expectAccessible(page, 'job seeker meetings');
  await openMenu(page, 'Calendar');
  await expect(await agendaShows(page, DAY)).toBeVisible();
  await expectAccessible(page, 'job seeker calendar');

  // The employer drags the meeting to the next day in the month view.
  await logout(page);
  await login(page, DEMO.employer);
  await openMenu(page, 'Calendar');
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  // The month view opens at NOW's month; DAY is at most a month on (a bounded number of clicks).
  for (let m = NOW.startOf('month'); m.isBefore(DAY.startOf('month')); m = m.add(1, 'month'))
    await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: DAY.format('MMMM YYYY') })).toBeVisible();
  // Its tooltip starts with its time, which tells it apart from Alex's seeded meetings.
  const ours = '[title^="04:15 PM Alex Rivera"]';
  const card = page.locator(`.rbc-month-view ${ours}`).filter({ visible: true }).first();
  await expect(card).toBeVisible();
  // Dropped on the next day's date in the same week row (the week starts on Sunday), found by the grid.
  const week = page.locator('.rbc-month-row').filter({ has: page.locator(ours) });
  const target = week.locator('.rbc-date-cell').nth(NEXT_DAY.day());
  await expect(target).toHaveText(NEXT_DAY.format('DD'));
  await card.dragTo(target, { steps: 10 });
  await expect(page.getByText('Meeting updated.')).toBeVisible();
  await expect(await agendaShows(page, NEXT_DAY)).toContainText('Alex Rivera');

  await logout(page);
  await login(page, DEMO.seeker);
  await openMenu(page, 'Video meetings');
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: when(NEXT_DAY) }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: when(DAY) }),
  ).toHaveCount(0);

  // The employer cancels it: it leaves the list at once, and the job seeker no longer has it.
  await logout(page);
  await login(page, DEMO.employer);
  await openMenu(page, 'Video meetings');
  const item = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ hasText: when(NEXT_DAY) });
  await item.getByRole('button', { name: /^Cancel meeting: / }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this meeting?' });
  await confirm.getByRole('button', { name: 'Cancel meeting' }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByText('Meeting cancelled.')).toBeVisible();

  await logout(page);
  await login(page, DEMO.seeker);
  await openMenu(page, 'Video meetings');
  await expect(page.getByRole('heading', { level: 1, name: 'Video meetings' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: when(NEXT_DAY) }),
  ).toHaveCount(0);
  await openMenu(page, 'Calendar');
  await expect(await agendaShows(page, NEXT_DAY)).toHaveCount(0);
});

test('a job seeker with the meetings open is told when the employer moves a meeting, then cancels it', async ({
  page,
}) => {
  await page.clock.install();
  await login(page, DEMO.seeker);
  await openMenu(page, 'Video meetings');
  const items = page.getByRole('tabpanel').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const upcoming = page.getByRole('tab', { name: /^Upcoming/ });
  const upcomingBefore = Number((await upcoming.textContent())?.match(/\d+/)?.[0]);
  // The employer, in a browser of their own, changes a meeting they have with Alex through the API.
  const { body: employer } = await callApi<{ id: number; token: string }>(page, 'POST', '/auth/login', {
    email: DEMO.employer,
    password: DEMO_PASSWORD,
  });
  type MeetingDto = {
    id: number;
    topic: string;
    startTime: string;
    employerId: number;
    otherPartyName: string;
  };
  const { body: mine } = await callApi<{ meetingDto: MeetingDto }[]>(page, 'GET', '/meetings/user-meeting');
  const [meeting] = mine
    .map((m) => m.meetingDto)
    .filter((d) => d.employerId === employer.id && Date.parse(d.startTime) > Date.now());
  const title = (d: MeetingDto) => `${d.topic} with ${d.otherPartyName}`;
  /** A day and time as the notice says them (the year only when it is not this one). */
  const at = (d: dayjs.Dayjs) =>
    `${d.format('dddd, MMMM D')}${d.year() === dayjs().year() ? '' : d.format(', YYYY')} at ${d.format('h:mm a')}`;
  /** The page stays open a minute (the list is asked for again each minute while the tab is in front). */
  const aMinuteLater = () => page.clock.fastForward(61_000);

  const later = dayjs(meeting.startTime).add(1, 'day');
  const { status } = await callApi(
    page,
    'PUT',
    '/zoom/meeting',
    { ...meeting, startTime: later.toISOString(), endTime: later.add(1, 'hour').toISOString() },
    employer.token,
  );
  expect(status).toBe(200);
  await aMinuteLater();
  await expect(page.getByRole('status')).toHaveText(
    `Meeting moved: ${title(meeting)} is now on ${at(later)}.`,
  );
  await expect(items.filter({ hasText: later.format('dddd, MMMM D') }).first()).toBeVisible();

  expect(
    (await callApi(page, 'DELETE', `/zoom/meeting/${meeting.id}`, undefined, employer.token)).status,
  ).toBe(200);
  await aMinuteLater();
  await expect(page.getByRole('status')).toHaveText(`Meeting cancelled: ${title(meeting)} on ${at(later)}.`);
  await expect(upcoming).toHaveText(`Upcoming (${upcomingBefore - 1})`);
});

test('the job seeker opens a meeting, exports it as .ics and joins it', async ({ page }) => {
  await login(page, DEMO.seeker);
  await openMenu(page, 'Video meetings');
  const item = page.getByRole('tabpanel').getByRole('listitem').first();
  await item.getByRole('button', { name: /^Details/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Length: 01:00:00')).toBeVisible();
  await expectAccessible(page, 'meeting details');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /^Add to calendar: / }).click();
  expect((await download).suggestedFilename()).toMatch(/^meeting-\d+\.ics$/);

  const popup = page.waitForEvent('popup');
  await dialog.getByRole('link', { name: /^Join/ }).click();
  const room = await popup;
  await expect(room.getByRole('heading', { name: 'Meeting room' })).toBeVisible();
});

test('the week and day views name each day and pass axe', async ({ page }) => {
  await page.clock.install({ time: NOW.toDate() });
  await login(page, DEMO.employer);
  await openMenu(page, 'Calendar');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  // Each day's heading opens that day (the spec's weekday labels and MM/DD).
  const thursday = NOW.add(1, 'day');
  // Opened by keyboard, the day takes focus in its hours.
  await page.getByRole('button', { name: `Thurs ${thursday.format('MM/DD')}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(thursday.format('dddd, MMMM D'), { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: thursday.format('dddd, MMMM D') })).toBeFocused();
  await expectAccessible(page, 'day view');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expectAccessible(page, 'week view');
});

test('a week and a day with no meetings keep their hours reachable by Tab and pass axe', async ({ page }) => {
  // axe: scrollable-region-focusable. The day is opened from the week's toolbar. Signed in first, so that the link
  // is opened as by a returning user, not as the browser's very first page (seconds on a slow machine).
  await login(page, DEMO.employer);
  await page.goto('/calendar?view=week&date=2030-01-09');
  await expect(page.getByRole('region', { name: '01/06 – 01/12' })).toBeVisible();
  await expectAccessible(page, 'empty week view');
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Wednesday, January 9' })).toBeVisible();
  await expectAccessible(page, 'empty day view');
});

test("a month's day with more meetings than fit opens that day from its '+N more', which passes axe", async ({
  page,
}) => {
  await page.clock.install({ time: NOW.toDate() });
  // The large demo data: a hundred meetings, several a day, more than a month's day shows. The employer signs in
  // and opens the calendar (this month) from the menu, as a user would; a cold link straight to the calendar with
  // that data is several seconds to the first meeting on a slow machine, and this journey is not about it.
  await login(page, DEMO.employer, DEMO_PASSWORD, '/login?mock.preset=large');
  await openMenu(page, 'Calendar');
  const more = page.getByRole('button', { name: /^\+\d+ more on / }).first();
  await expect(more).toBeVisible();
  await expectAccessible(page, 'month view with more meetings than fit');
  const label = (await more.getAttribute('aria-label'))!;
  const [, count, day] = /^\+(\d+) more on (.+)$/.exec(label)!;
  await expect(more).toHaveText(`+${count} more`);
  await more.focus();
  await page.keyboard.press('Enter');
  // The day's view, focus in its hours, where every one of its meetings is listed.
  await expect(page.getByRole('button', { name: 'Day', pressed: true })).toBeVisible();
  await expect(page.getByRole('region', { name: day })).toBeFocused();
  await expect(page.locator('.rbc-month-view')).toHaveCount(0);
  await expect(page.locator('.rbc-time-view .rbc-event').nth(Number(count))).toBeAttached();
  // A click opens the day too.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByRole('region', { name: day })).toBeVisible();
});

test('on a phone the agenda of many meetings keeps its columns under their headings, within the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.install({ time: NOW.toDate() });
  // Signed in with the large data as above; on a phone the calendar opens on its agenda.
  await login(page, DEMO.employer, DEMO_PASSWORD, '/login?mock.preset=large');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await openMenu(page, 'Calendar');
  await expect(page.getByRole('button', { name: 'Agenda', pressed: true })).toBeVisible();
  const headings = page.locator('.rbc-agenda-view > table th');
  await expect(headings).toHaveCount(3);
  const cells = page.locator('.rbc-agenda-content tbody tr').first().locator('td');
  await expect(cells).toHaveCount(3);
  // Each column's right edge is its heading's: one title's long word once widened the table past the page.
  const edge = (box: { x: number; width: number } | null) => Math.round(box!.x + box!.width);
  for (const i of [0, 1, 2])
    expect(edge(await cells.nth(i).boundingBox())).toBe(edge(await headings.nth(i).boundingBox()));
  const content = page.locator('.rbc-agenda-content');
  expect(await content.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
