import dayjs from 'dayjs';
import type { Locator, Page } from '@playwright/test';
import { DEMO, callApi, expect, login, test } from './support';

// The browser's clock is set to NOW (page.clock) so next week's days are the same on every run.
const NOW = dayjs('2026-11-18T09:00:00');
const MONDAY = NOW.add(1, 'week').day(1);
// A meeting of each length on its own weekday next week, all at 09:00.
const MEETINGS = [15, 30, 45, 60].map((minutes, i) => {
  const start = MONDAY.add(i, 'day').hour(9).startOf('hour');
  const end = start.add(minutes, 'minute');
  return { start, end, times: `09:00 AM – ${end.format('hh:mm A')}` };
});

/** The text whole, whatever spaces the calendar puts between its words (it may use no-break ones). */
const spaced = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}$`);

/**
 * The meeting's title shows inside its card, at least half as wide as the card and with a whole line of height:
 * all of it, or one line ending in an ellipsis (the whole title is then in the tooltip and the name).
 */
async function expectTitleShown(card: Locator, title: string, times: string) {
  // The times once, then the title (the views put the times before the tooltip themselves); and both in the
  // name read out, on a phone too, where the times are hidden from sight.
  await expect(card).toHaveAttribute('title', spaced(`${times}: ${title}`));
  await expect(card).toHaveAccessibleName(spaced(`${times} ${title}`));
  // Measured until it holds (or the expect's time is up): the view draws its cards over more than one frame.
  const shown = () =>
    card.getByText(title, { exact: true }).evaluate((el) => {
      const box = el.getBoundingClientRect();
      const edge = el.closest('.rbc-event')!.getBoundingClientRect();
      const style = getComputedStyle(el);
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize);
      const whole = el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1;
      const ellipsis = style.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap';
      return (
        box.left >= edge.left &&
        box.right <= edge.right + 0.5 &&
        box.top >= edge.top &&
        box.top + line <= edge.bottom + 0.5 &&
        box.width >= edge.width / 2 &&
        (whole || ellipsis)
      );
    });
  await expect.poll(shown, { message: `the title in the card of ${times}` }).toBe(true);
}

/**
 * The meetings are made with the calls the scheduling dialog makes (the applicant scheduled for the job, then the
 * meeting), not through the dialog four times: this journey is about how the calendar shows them, and the dialog
 * has its own (interview.spec.ts, meetings.spec.ts). Gives the title the calendar shows them under.
 */
async function schedule(page: Page, jobId: number, jobSeekerId: number) {
  type Made = { meetingDto?: { otherPartyName?: string; jobTitle?: string } };
  const statuses = [
    (await callApi(page, 'POST', '/user-jobs', { jobId, userId: jobSeekerId, status: 'SCHEDULED' })).status,
  ];
  let made: Made | null = null;
  for (const m of MEETINGS) {
    const res = await callApi<Made>(page, 'POST', '/zoom/meeting', {
      topic: 'Interview',
      startTime: m.start.toISOString(),
      endTime: m.end.toISOString(),
      notes: '',
      jobId,
      jobSeekerId,
    });
    statuses.push(res.status);
    made = res.body;
  }
  const name = made?.meetingDto?.otherPartyName;
  const job = made?.meetingDto?.jobTitle;
  expect(
    statuses.every((s) => s < 300) && name && job,
    `answers ${JSON.stringify({ statuses, made })}`,
  ).toBeTruthy();
  return `${name}: ${job}`;
}

// One test per width, each with its own meetings; the views are moved through with the calendar's own buttons, in
// the page (each page load is seconds on a slow machine).
for (const width of [1280, 360])
  test(`meetings of any length keep their title in the week and day views at ${width} px`, async ({
    page,
  }) => {
    await page.clock.install({ time: NOW.toDate() });
    await page.setViewportSize({ width, height: 800 });
    await login(page, DEMO.employer);
    const title = await schedule(page, 12, 209);

    // The card of each meeting, told apart by its times (its label, hidden on a phone but still in the page).
    const card = (times: string) =>
      page.locator('.rbc-time-view').getByRole('button', { name: title }).filter({ hasText: times });
    await page.goto(`/calendar?view=week&date=${MONDAY.format('YYYY-MM-DD')}`);
    for (const m of MEETINGS) await expectTitleShown(card(m.times), title, m.times);
    // The day view opens on the week's date, Monday; the next day is Tuesday.
    // Each view is waited for by its name: until it is drawn, the card found may still be the week's.
    const dayView = (d: dayjs.Dayjs) => page.getByRole('region', { name: d.format('dddd, MMMM D') });
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expect(dayView(MONDAY)).toBeVisible();
    await expectTitleShown(card(MEETINGS[0].times), title, MEETINGS[0].times);
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(dayView(MEETINGS[1].start)).toBeVisible();
    await expectTitleShown(card(MEETINGS[1].times), title, MEETINGS[1].times);
    // A day has room for an hour-long meeting's times, on a phone too (only a phone's week hides them from sight).
    const hour = MEETINGS[3];
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${hour.start.format('YYYY-MM-DD')}`));
    await expect(dayView(hour.start)).toBeVisible();
    const label = card(hour.times).locator('.rbc-event-label');
    await expect.poll(() => label.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(40);
  });
