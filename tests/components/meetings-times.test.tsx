import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { MEETING_FORM_MESSAGES } from '@/features/meetings/meetingMessages';
import { ENDED } from '@/features/meetings/meetingForm';
import { addMeeting, spaced } from './meetings-data';
import { renderApp } from './render';

/** A meeting of the employer (hr@acme.test) with these times, as the only one of theirs. */
function onlyMeeting(start: dayjs.Dayjs, end: dayjs.Dayjs, topic = 'Interview: Timing check') {
  const like = db().meetings.find((m) => m.employerId === 3 && m.jobId != null)!;
  db().meetings = db().meetings.filter((m) => m.employerId !== 3);
  return addMeeting({ id: 9301, start, end, like, topic, notes: 'First notes' });
}

describe('editing a meeting under way', () => {
  async function editUnderWay() {
    const start = dayjs().subtract(30, 'minute').startOf('minute');
    const meeting = onlyMeeting(start, start.add(1, 'hour'));
    const { user } = renderApp('/employer/video-meetings/list', { user: 'employer' });
    await user.click(await screen.findByRole('button', { name: /^Edit Interview: Timing check/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit meeting' });
    return { user, dialog, meeting, start };
  }

  it('saves new notes and a later end, its start kept though past', async () => {
    const { user, dialog, meeting, start } = await editUnderWay();
    const notes = within(dialog).getByLabelText('Notes');
    await user.clear(notes);
    await user.type(notes, 'Second notes');
    fireEvent.change(within(dialog).getByLabelText('End time'), {
      target: { value: start.add(90, 'minute').format('HH:mm') },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit meeting' })).not.toBeInTheDocument(),
    );
    const saved = db().meetings.find((m) => m.id === meeting.id)!;
    expect(saved.notes).toBe('Second notes');
    expect(saved.startTime).toBe(start.toISOString());
    expect(Date.parse(saved.endTime)).toBe(start.add(90, 'minute').valueOf());
  });

  it('still refuses a start moved into the past, and an end that has passed', async () => {
    const { user, dialog, start } = await editUnderWay();
    const field = (label: string) => within(dialog).getByLabelText(label);
    fireEvent.change(field('Start time'), { target: { value: start.subtract(5, 'minute').format('HH:mm') } });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(MEETING_FORM_MESSAGES.past)).toBeInTheDocument();

    // Back to its own start: that is not refused; an end already past is.
    fireEvent.change(field('Start time'), { target: { value: start.format('HH:mm') } });
    fireEvent.change(field('End time'), { target: { value: start.add(10, 'minute').format('HH:mm') } });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(ENDED)).toBeInTheDocument();
    expect(within(dialog).queryByText(MEETING_FORM_MESSAGES.past)).not.toBeInTheDocument();
  });
});

describe('a meeting across midnight in the week view', () => {
  it('shows its whole range on both days, in hh:mm A, and in its tooltips', async () => {
    // Tuesday 10:00 PM to Wednesday 01:30 AM, next week: both days in one week.
    const tuesday = dayjs().add(7, 'day').day(2).startOf('day');
    onlyMeeting(tuesday.hour(22), tuesday.add(1, 'day').hour(1).minute(30));
    renderApp(`/calendar?view=week&date=${tuesday.format('YYYY-MM-DD')}`, { user: 'employer' });

    // The week's hours hold no button but its meetings.
    const hours = await screen.findByRole('region', { name: /^\d\d\/\d\d – / });
    const parts = await within(hours).findAllByRole('button');
    expect(parts).toHaveLength(2);
    for (const part of parts) {
      expect(spaced(part.textContent)).toMatch(/^10:00 PM – 01:30 AM/);
      expect(spaced(part.getAttribute('title'))).toMatch(/^10:00 PM – 01:30 AM: /);
    }
  });
});

describe('a meeting card', () => {
  it('keeps each time whole, wrapping at 360 px only between the two', async () => {
    const start = dayjs().add(2, 'day').hour(14).minute(45).startOf('minute');
    onlyMeeting(start, start.add(1, 'hour'));
    renderApp('/employer/video-meetings/list', { user: 'employer' });
    const [item] = await within(await screen.findByRole('tabpanel')).findAllByRole('listitem');
    // No plain space inside '2:45 pm' or '3:45 pm'; the one after the dash is where it may wrap.
    expect(item.textContent).toContain('2:45\u00a0pm\u00a0– 3:45\u00a0pm');
  });
});

describe('choosing a slot on the employer’s calendar', () => {
  // The test DOM lays nothing out: the day's column clicked is 2,400 px tall (100 px an hour), the month's week
  // clicked is 700 px wide (100 px a day).
  const proto = HTMLElement.prototype;
  const originals = {
    elementFromPoint: Object.getOwnPropertyDescriptor(document, 'elementFromPoint'),
    offsetWidth: Object.getOwnPropertyDescriptor(proto, 'offsetWidth'),
    offsetHeight: Object.getOwnPropertyDescriptor(proto, 'offsetHeight'),
  };
  let under: Element | null = null;
  /** The size of the element clicked only: every week of a month would otherwise take the click as its own. */
  const size = (el: HTMLElement) =>
    el !== under ? [0, 0] : el.matches('.rbc-day-slot') ? [100, 2400] : [700, 100];
  beforeEach(() => {
    Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => under });
    Object.defineProperty(proto, 'offsetWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return size(this)[0];
      },
    });
    Object.defineProperty(proto, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return size(this)[1];
      },
    });
  });
  afterEach(() => {
    under = null;
    for (const [name, descriptor] of Object.entries(originals)) {
      const target = name === 'elementFromPoint' ? document : proto;
      if (descriptor) Object.defineProperty(target, name, descriptor);
      else delete (target as unknown as Record<string, unknown>)[name];
    }
  });

  /** A mouse click at (x, y) in the element, as the calendar reads one (it reads pageX and pageY too). */
  const clickAt = (el: Element, x: number, y: number) => {
    under = el;
    for (const type of ['mousedown', 'mouseup']) {
      const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 });
      Object.defineProperties(event, { pageX: { value: x }, pageY: { value: y } });
      fireEvent(el, event);
    }
  };

  async function dayView(day: dayjs.Dayjs) {
    renderApp(`/calendar?view=day&date=${day.format('YYYY-MM-DD')}`, { user: 'employer' });
    await screen.findByRole('button', { name: 'Day', pressed: true });
    return document.querySelector('.rbc-time-content .rbc-day-slot')!;
  }

  it('a slot in the past says so at once, as a drag there does, and opens no form', async () => {
    const column = await dayView(dayjs().subtract(2, 'day'));
    clickAt(column, 50, 1450); // 14:30
    expect(await screen.findByText(MEETING_FORM_MESSAGES.past)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Schedule a meeting' })).not.toBeInTheDocument();
  });

  it('a slot ahead opens the form at its time', async () => {
    const day = dayjs().add(2, 'day');
    clickAt(await dayView(day), 50, 1450);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a meeting' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(day.format('YYYY-MM-DD'));
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('14:30');
  });

  it('a range dragged over the hours opens the form with its start and its end', async () => {
    // QA: dragged from 13:00 to 15:00, the form said 13:00 to 14:00.
    const day = dayjs().add(2, 'day');
    const column = await dayView(day);
    under = column;
    const at = (type: string, y: number) => {
      const event = new MouseEvent(type, { bubbles: true, clientX: 50, clientY: y, button: 0 });
      Object.defineProperties(event, { pageX: { value: 50 }, pageY: { value: y } });
      fireEvent(column, event);
    };
    at('mousedown', 1310); // 13:06, in the 13:00 slot
    at('mousemove', 1320); // the drag begins (past the click's few pixels), still at 13:00
    at('mousemove', 1540); // 15:24, in the slot ending 15:30
    at('mouseup', 1540);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a meeting' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(day.format('YYYY-MM-DD'));
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('13:00');
    expect(within(dialog).getByLabelText('End time')).toHaveValue('15:30');
  });

  it('today in the month starts at 10:00, or at the next whole hour once 10:00 has passed', async () => {
    renderApp('/calendar?view=month', { user: 'employer' });
    await screen.findByRole('button', { name: 'Month', pressed: true });
    const today = dayjs();
    const week = [...document.querySelectorAll('.rbc-month-row')].find((row) =>
      within(row as HTMLElement).queryByRole('button', {
        name: `Open ${today.format('dddd, MMMM D')}`,
      }),
    )!;
    clickAt(week.querySelector('.rbc-row-bg')!, today.day() * 100 + 50, 50);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a meeting' });
    const start = today.hour() < 10 ? today.hour(10) : today.add(1, 'hour');
    expect(within(dialog).getByLabelText('Date')).toHaveValue(start.format('YYYY-MM-DD'));
    expect(within(dialog).getByLabelText('Start time')).toHaveValue(start.format('HH:00'));
  });
});
