import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from '@/components/toast';
import { db } from '@/mocks/db';
import { failNext } from '@/mocks/http';
import { addMeeting, meetingsRefresh, spaced } from './meetings-data';
import { atPhoneWidth } from './phone-width';
import { renderApp } from './render';

/** Presses Tab until an element whose accessible name matches is focused; fails if none is reached. */
async function tabTo(user: ReturnType<typeof renderApp>['user'], name: RegExp) {
  for (let i = 0; i < 120; i++) {
    await user.tab();
    const at = document.activeElement;
    if (at?.matches('button, [role="button"]') && name.test(at.getAttribute('aria-label') ?? '')) return at;
  }
  throw new Error(`Tab never reached ${name}`);
}

// The test DOM has no layout: the calendar's pointer handling asks which element is under the pointer.
beforeAll(() => {
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => null });
});

/** The employer's calendar in its agenda, and when the next meeting starts. */
async function employerAgenda() {
  const { user } = renderApp('/calendar', { user: 'employer' });
  await user.click(await screen.findByRole('button', { name: 'Agenda' }));
  // The meeting seeded 40 minutes from now crosses midnight when the suite runs after 23:20: the agenda then
  // lists it on both days, each row with its whole times, the first under its first day.
  const next = db()
    .meetings.filter((m) => Date.parse(m.startTime) > Date.now())
    .sort((a, b) => a.startTime.localeCompare(b.startTime))[0];
  return { user, start: dayjs(next.startTime) };
}

/** The meeting's details are open, saying its day. */
async function expectDetailsOn(start: dayjs.Dayjs) {
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText(start.format('dddd, MMMM D'), { exact: false })).toBeInTheDocument();
}

/**
 * The employer's next meeting opened from the month, and its Cancel meeting pressed in the details: the confirm
 * dialog is open.
 */
async function cancelFromTheMonth() {
  const next = db()
    .meetings.filter((m) => m.employerId === 3 && Date.parse(m.startTime) > Date.now())
    .sort((a, b) => a.startTime.localeCompare(b.startTime))[0];
  const day = dayjs(next.startTime);
  const { user } = renderApp(`/calendar?view=month&date=${day.format('YYYY-MM-DD')}`, { user: 'employer' });
  await user.click(
    await screen.findByRole('button', {
      name: new RegExp(`, ${day.format('dddd, MMMM D')}, ${day.format('h:mm a')} `),
    }),
  );
  const details = await screen.findByRole('dialog');
  const cancel = await within(details).findByRole('button', { name: /^Cancel meeting: / });
  await user.click(cancel);
  return { user, cancel };
}

describe('calendar', () => {
  it('shows the month with the spec weekday labels, today, and the user’s meetings', async () => {
    renderApp('/calendar', { user: 'seeker' });
    expect(
      await screen.findByRole('heading', { level: 2, name: dayjs().format('MMMM YYYY') }),
    ).toBeInTheDocument();
    for (const label of ['Mon', 'Tues', 'Wed', 'Thurs', 'Fri']) {
      expect(screen.getByRole('columnheader', { name: label })).toBeInTheDocument();
    }
    expect(document.querySelector('.rbc-today')).not.toBeNull();
    // The month's grid runs from the week of its first day to the week of its last: days of the months either
    // side show their meetings too (at the end of November, those of the first days of December).
    const first = dayjs().startOf('month').startOf('week');
    const last = dayjs().endOf('month').endOf('week');
    const mine = db().meetings.filter(
      (m) => m.jobSeekerId === 1 && !dayjs(m.startTime).isBefore(first) && !dayjs(m.startTime).isAfter(last),
    );
    await waitFor(() => expect(screen.getAllByText(/^Morgan Lee: /)).toHaveLength(mine.length));
  });

  it('a meeting the other side cancels leaves the calendar when the user comes back to the tab', async () => {
    // Today, so in the month shown whatever the day; the seeker's, with the seeded meetings' employer.
    const noon = dayjs().startOf('day').add(12, 'hour');
    const like = db().meetings.find((m) => m.jobSeekerId === 1)!;
    addMeeting({ id: 700, start: noon, end: noon.add(1, 'hour'), like });
    renderApp('/calendar', { user: 'seeker' });
    await screen.findByRole('heading', { level: 2, name: dayjs().format('MMMM YYYY') });
    const before = (await screen.findAllByText(/^Morgan Lee: /)).length;
    db().meetings = db().meetings.filter((m) => m.id !== 700);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(screen.queryAllByText(/^Morgan Lee: /)).toHaveLength(before - 1));
  });

  it('a refresh that fails says so once, over the calendar as it was, and Retry brings it back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const said = vi.spyOn(toast, 'error');
    onTestFinished(() => said.mockRestore());
    const { store, user } = renderApp('/calendar', { user: 'seeker' });
    const shown = (await screen.findAllByText(/^Morgan Lee: /)).length;
    const { aMinute } = meetingsRefresh(store);

    failNext({ path: '/meetings/user-meeting', status: 500, times: 2 });
    await aMinute();
    // Over the calendar, apart from the toast.
    const alertIn = () => within(screen.getByRole('main')).getByRole('alert');
    const alert = alertIn();
    expect(alert).toHaveTextContent('Internal server error');
    await aMinute();
    // Told once; the alert is the same one (not announced again), and the month keeps its meetings.
    expect(said.mock.calls).toEqual([['Internal server error']]);
    expect(alertIn()).toBe(alert);
    expect(screen.getAllByText(/^Morgan Lee: /)).toHaveLength(shown);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText(/^Morgan Lee: /)).toHaveLength(shown);
  });

  it('lists meetings in the agenda with MM/DD and hh:mm A, and opens one’s details', async () => {
    const { user, start } = await employerAgenda();
    // Each time is kept whole with no-break spaces (calendarFormats).
    const row = (await screen.findAllByRole('row')).find((r) =>
      spaced(r.textContent).includes(
        `${start.format('hh:mm A')} – ${start.add(1, 'hour').format('hh:mm A')}`,
      ),
    )!;
    // The day's date heads its first row (a cell spanning the day's rows).
    const rows = screen.getAllByRole('row');
    const dayRow = rows
      .slice(0, rows.indexOf(row) + 1)
      .reverse()
      .find((r) => r.querySelector('.rbc-agenda-date-cell'));
    expect(dayRow).toHaveTextContent(start.format('MM/DD'));
    await user.click(within(row).getByText(/: /));
    await expectDetailsOn(start);
  });

  it('lists a meeting across midnight on both its days, each with its whole times', async () => {
    const start = dayjs().add(3, 'day').hour(22).minute(10).second(0).millisecond(0);
    addMeeting({ id: 700, start, end: start.add(210, 'minute') });
    await employerAgenda();
    await waitFor(() =>
      expect(
        screen.getAllByRole('row').filter((r) => spaced(r.textContent).includes('10:10 PM – 01:40 AM')),
      ).toHaveLength(2),
    );
  });

  it('opens a meeting from the month view by keyboard', async () => {
    const { user } = renderApp('/calendar', { user: 'seeker' });
    await screen.findByRole('heading', { level: 2, name: dayjs().format('MMMM YYYY') });
    const start = dayjs(
      db().meetings.find((m) => m.jobSeekerId === 1 && dayjs(m.startTime).isSame(dayjs(), 'month'))!
        .startTime,
    );
    await screen.findAllByText(/^Morgan Lee: /);
    const meeting = await tabTo(user, new RegExp(`^Morgan Lee: .+, ${start.format('dddd, MMMM D')}, `));
    expect(meeting).toHaveTextContent(/^Morgan Lee: /);
    await user.keyboard('{Enter}');
    await expectDetailsOn(start);
  });

  it('opens a meeting from the agenda by keyboard', async () => {
    const { user, start } = await employerAgenda();
    await screen.findAllByRole('row');
    await tabTo(user, new RegExp(`, ${start.format('dddd, MMMM D')}, ${start.format('h:mm a')} – `));
    await user.keyboard(' ');
    await expectDetailsOn(start);
  });

  it('moves between periods and views', async () => {
    const { user } = renderApp('/calendar', { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    expect(
      screen.getByRole('heading', { level: 2, name: dayjs().add(1, 'month').format('MMMM YYYY') }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await user.click(screen.getByRole('button', { name: 'Day' }));
    expect(
      screen.getByRole('heading', { level: 2, name: dayjs().format('dddd, MMMM D') }),
    ).toBeInTheDocument();
  });

  it('keeps its view and date in the address, so a reload finds them and Back leaves the calendar', async () => {
    const { user, router, unmount } = renderApp('/job-seeker/dashboard', { user: 'seeker' });
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/calendar'));
    await user.click(await screen.findByRole('button', { name: 'Week' }));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    // The week's dates, first – last.
    const shown = screen.getByRole('heading', { level: 2, name: / – / }).textContent!;
    const url = `/calendar?view=week&date=${dayjs().add(1, 'week').format('YYYY-MM-DD')}`;
    expect(router.state.location.pathname + router.state.location.search).toBe(url);
    // Each change replaced the calendar's entry: Back leaves it.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/job-seeker/dashboard');
    unmount();
    const again = renderApp(url, { user: 'seeker' });
    expect(await screen.findByRole('button', { name: 'Week', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: shown })).toBeInTheDocument();
    // Tab goes from the dates to the view shown, not to the group's first button.
    screen.getByRole('button', { name: 'Next week' }).focus();
    await again.user.tab();
    expect(screen.getByRole('button', { name: 'Week' })).toHaveFocus();
  });

  it("a month's day opens that day's view, both in one address", async () => {
    const { user, router } = renderApp('/calendar', { user: 'seeker' });
    await screen.findByRole('heading', { level: 2, name: dayjs().format('MMMM YYYY') });
    // Each day's number is a button named with its date.
    await user.click(screen.getByRole('button', { name: `Open ${dayjs().format('dddd, MMMM D')}` }));
    expect(await screen.findByRole('button', { name: 'Day', pressed: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?view=day&date=${dayjs().format('YYYY-MM-DD')}`);
  });

  it("the arrow keys move between a month's days, and into the next month at its edge", async () => {
    const { user, router } = renderApp('/calendar?view=month&date=2027-03-15', { user: 'seeker' });
    await screen.findByRole('heading', { level: 2, name: 'March 2027' });
    act(() => screen.getByRole('button', { name: 'Open Wednesday, March 10' }).focus());
    const at = () => document.activeElement?.getAttribute('aria-label');
    await user.keyboard('{ArrowRight}');
    expect(at()).toBe('Open Thursday, March 11');
    await user.keyboard('{ArrowDown}');
    expect(at()).toBe('Open Thursday, March 18');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}');
    expect(at()).toBe('Open Wednesday, March 3');
    // The grid's last day (April 3) and a week on: April shows, that day focused.
    act(() => screen.getByRole('button', { name: 'Open Saturday, April 3' }).focus());
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('heading', { level: 2, name: 'April 2027' })).toBeInTheDocument();
    await waitFor(() => expect(at()).toBe('Open Saturday, April 10'));
    expect(router.state.location.search).toContain('date=2027-04-10');
  });

  it("a month's days are one Tab stop: the calendar's day, then the day the arrows reached", async () => {
    const { user, router } = renderApp('/calendar?view=month&date=2027-03-15', { user: 'seeker' });
    await screen.findByRole('heading', { level: 2, name: 'March 2027' });
    const days = screen.getAllByRole('button', { name: /^Open \w+day, / });
    expect(days.filter((d) => d.tabIndex === 0).map((d) => d.getAttribute('aria-label'))).toEqual([
      'Open Monday, March 15',
    ]);
    act(() => screen.getByRole('button', { name: 'Open Monday, March 15' }).focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Open Wednesday, March 17' })).toHaveFocus();
    // Tab leaves the days (to what follows them, not the next day), and Shift+Tab comes back to the one reached.
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label') ?? '').not.toMatch(/^Open \w+day, /);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Open Wednesday, March 17' })).toHaveFocus();
    expect(
      screen.getAllByRole('button', { name: /^Open \w+day, / }).filter((d) => d.tabIndex === 0),
    ).toHaveLength(1);
    // The calendar's date moved within the month (Today, an address): its day is the one stop, not a second.
    await act(() => router.navigate('/calendar?view=month&date=2027-03-20'));
    const stops = screen.getAllByRole('button', { name: /^Open \w+day, / }).filter((d) => d.tabIndex === 0);
    expect(stops.map((d) => d.getAttribute('aria-label'))).toEqual(['Open Saturday, March 20']);
  });

  it('arrow keys pressed while the next month is drawn go on from the day on its way', async () => {
    // QA: six ArrowDowns 40 ms apart from November 30 ended on January 4, not January 11.
    renderApp('/calendar?view=month&date=2026-11-15', { user: 'seeker' });
    await screen.findByRole('heading', { level: 2, name: 'November 2026' });
    act(() => screen.getByRole('button', { name: 'Open Monday, November 30' }).focus());
    const at = () => document.activeElement?.getAttribute('aria-label');
    // Six presses with no frame between them: December 7, 14, 21 and 28, then January 4 and 11.
    for (let i = 0; i < 6; i += 1) fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(at()).toBe('Open Monday, January 11'));
    expect(screen.getByRole('heading', { level: 2, name: 'January 2027' })).toBeInTheDocument();
  });

  it('a day on its way is let go when another view is chosen meanwhile: the arrow keys are the view’s again', async () => {
    const { router } = renderApp('/calendar?view=month&date=2026-11-15', { user: 'seeker' });
    await screen.findByRole('heading', { level: 2, name: 'November 2026' });
    act(() => screen.getByRole('button', { name: 'Open Monday, November 30' }).focus());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    // Before the next frame, the week is chosen (a click queued behind the month's drawing).
    act(() => screen.getByRole('button', { name: 'Week' }).click());
    const grid = await screen.findByRole('region', { name: '12/06 – 12/12' });
    await act(() => new Promise((frame) => requestAnimationFrame(frame)));
    const date = router.state.location.search;
    // The week's hours scroll with the keys as a page does; the month's day waiting no longer takes them.
    act(() => grid.focus());
    expect(fireEvent.keyDown(grid, { key: 'ArrowDown' })).toBe(true);
    expect(router.state.location.search).toBe(date);
  });

  it('a day opened by keyboard, from the month or a week’s heading, takes focus in its hours', async () => {
    const { user } = renderApp('/calendar', { user: 'seeker' });
    const today = dayjs().format('dddd, MMMM D');
    await screen.findByRole('heading', { level: 2, name: dayjs().format('MMMM YYYY') });
    await tabTo(user, new RegExp(`^Open ${today}$`));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('region', { name: today })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Week' }));
    const heading = screen.getByRole('button', { name: new RegExp(` ${dayjs().format('MM/DD')}$`) });
    act(() => heading.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Day', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: today })).toHaveFocus();
  });

  it('reaches a week’s hours by Tab, with no meetings in it too', async () => {
    const { user } = renderApp('/calendar?view=week&date=2030-01-09', { user: 'seeker' });
    const hours = await screen.findByRole('region', { name: '01/06 – 01/12' });
    for (let i = 0; i < 60 && document.activeElement !== hours; i++) await user.tab();
    expect(hours).toHaveFocus();
  });

  it.each([
    ['week', '2030-01-09', '2030-01-06'],
    ['month', '2030-01-09', '2030-01-01'],
    ['day', '2030-01-09', '2030-01-09'],
  ])('the agenda opened from a %s starts where it starts', async (view, date, start) => {
    const { user, router } = renderApp(`/calendar?view=${view}&date=${date}`, { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: 'Agenda' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?view=agenda&date=${start}`));
  });

  it("the agenda opened from this week starts today, not at the week's first day", async () => {
    const { user, router } = renderApp('/calendar?view=week', { user: 'seeker' });
    await user.click(await screen.findByRole('button', { name: 'Agenda' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?view=agenda&date=${dayjs().format('YYYY-MM-DD')}`),
    );
  });

  it('opens on the agenda on a phone, for a view it does not know too', () =>
    atPhoneWidth(async () => {
      renderApp('/calendar?view=year', { user: 'seeker' });
      expect(await screen.findByRole('button', { name: 'Agenda', pressed: true })).toBeInTheDocument();
    }));

  it('opens on the month and today for a view or date it does not know', async () => {
    renderApp('/calendar?view=year&date=2026-02-30', { user: 'seeker' });
    expect(await screen.findByRole('button', { name: 'Month', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: dayjs().format('MMMM YYYY') })).toBeInTheDocument();
  });

  it("a meeting cancelled from the month gives focus to the main content, not the page's body", async () => {
    // QA: its button went with it, and the dialog that had focus last left it to the body.
    const { user } = await cancelFromTheMonth();
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel meeting' }));
    expect(await screen.findByText('Meeting cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it("a cancel not confirmed gives focus back to the details' Cancel button", async () => {
    const { user, cancel } = await cancelFromTheMonth();
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel this meeting?' })).not.toBeInTheDocument(),
    );
    expect(cancel).toHaveFocus();
  });

  it('offers scheduling to the employer only', async () => {
    renderApp('/calendar', { user: 'seeker' });
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    expect(screen.queryByRole('button', { name: 'Schedule a meeting' })).not.toBeInTheDocument();
  });
});

describe('the day and week views', () => {
  // The test DOM lays nothing out: a day's time grid is 2,400 px tall here, 100 px an hour.
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('rbc-time-content') ? 2400 : 0;
      },
    });
  });
  afterAll(() => {
    delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  });

  it('open at 8:00, or at the hour of an earlier meeting in the period shown', async () => {
    const early = dayjs().startOf('day').hour(6).minute(30);
    const like = db().meetings.find((m) => m.employerId === 3)!;
    // This meeting only: the seed's are placed from now, and late in the evening they fall early the next day.
    db().meetings = db().meetings.filter((m) => m.employerId !== 3);
    addMeeting({ id: 9001, start: early, end: early.add(1, 'hour'), like });
    const { user } = renderApp('/calendar', { user: 'employer' });
    await user.click(await screen.findByRole('button', { name: 'Day' }));
    const grid = document.querySelector<HTMLElement>('.rbc-time-content')!;
    await waitFor(() => expect(grid.scrollTop).toBe(600));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(grid.scrollTop).toBe(800));
    await user.click(screen.getByRole('button', { name: 'Week' }));
    const week = document.querySelector<HTMLElement>('.rbc-time-content')!;
    const sameWeek = early.add(1, 'day').isSame(early, 'week');
    await waitFor(() => expect(week.scrollTop).toBe(sameWeek ? 600 : 800));
  });
});
