import { describe, expect, it, onTestFinished } from 'vitest';
import { nextFreeStart } from '@/features/meetings/freeTime';
import { meetingToIcs } from '@/features/meetings/ics';
import {
  endAfterStartChange,
  initialMeetingValues,
  meetingSchema,
  SKIPPED,
  TOO_FAR,
  toMeetingInput,
} from '@/features/meetings/meetingForm';
import { inYourZone, MEETING_FORM_MESSAGES } from '@/features/meetings/meetingMessages';
import {
  meetingPhase,
  overlapping,
  splitMeetings,
  toCalendarItems,
  withinAvailability,
} from '@/state/meetings/selectors';
import { makeStore } from '@/app/store';
import { db } from '@/mocks/db';
import { failNext } from '@/mocks/http';
import { MeetingsApi } from '@/state/meetings/endpoints';
import type { Meeting } from '@/state/meetings/types';
import { meetingAt } from '../components/meetings-data';
import { signIn } from '../components/render';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-22T12:00:00Z');
const meeting = meetingAt;

describe('scheduling notes', () => {
  const at = (ms: number) => new Date(ms).toISOString();
  it('finds the meetings sharing any time with a new one, not the one being edited, not one that only touches it', () => {
    const list = [meeting(1, NOW), meeting(2, NOW + 2 * HOUR)];
    expect(overlapping(list, at(NOW + HOUR / 2), at(NOW + 2 * HOUR)).map((m) => m.meetingDto.id)).toEqual([
      1,
    ]);
    expect(overlapping(list, at(NOW + HOUR), at(NOW + 2 * HOUR))).toEqual([]);
    expect(overlapping(list, at(NOW), at(NOW + HOUR), 1)).toEqual([]);
    expect(overlapping(list, at(NOW - HOUR), at(NOW + 3 * HOUR))).toHaveLength(2);
  });

  it("says whether a time is within the seeker's weekly slots (local clock), and nothing without slots", () => {
    const slots = [
      { day: 'Mon' as const, startTime: '09:00', endTime: '17:00' },
      { day: 'Thurs' as const, startTime: '10:00', endTime: '12:00' },
    ];
    // 2026-11-23 is a Monday, 2026-11-26 a Thursday (local times, as the form makes them).
    const local = (d: string, t: string) => new Date(`${d}T${t}`).toISOString();
    expect(withinAvailability(slots, local('2026-11-23', '10:00'), local('2026-11-23', '11:00'))).toBe(true);
    expect(withinAvailability(slots, local('2026-11-23', '16:30'), local('2026-11-23', '17:30'))).toBe(false);
    expect(withinAvailability(slots, local('2026-11-26', '10:00'), local('2026-11-26', '11:00'))).toBe(true);
    expect(withinAvailability(slots, local('2026-11-27', '10:00'), local('2026-11-27', '11:00'))).toBe(false);
    expect(
      withinAvailability([], local('2026-11-27', '10:00'), local('2026-11-27', '11:00')),
    ).toBeUndefined();
  });
});

describe('the next free time', () => {
  // 2026-11-29 is a Sunday, 2026-11-30 a Monday, 2026-12-01 a Tuesday (local times, as the form makes them).
  const local = (d: string, t: string) => Date.parse(`${d}T${t}`);
  const iso = (d: string, t: string) => new Date(local(d, t)).toISOString();
  const slots = [
    { day: 'Mon' as const, startTime: '09:00', endTime: '17:00' },
    { day: 'Tues' as const, startTime: '13:00', endTime: '14:00' },
  ];
  const next = (
    now: number,
    opts: {
      after?: number;
      minutes?: number;
      meetings?: Meeting[];
      exceptId?: number;
      slots?: typeof slots;
    } = {},
  ) => {
    const at = nextFreeStart({
      slots: 'slots' in opts ? opts.slots : slots,
      meetings: opts.meetings ?? [],
      after: opts.after ?? now,
      now,
      minutes: opts.minutes ?? 60,
      exceptId: opts.exceptId,
    });
    return at && new Date(at).toISOString();
  };

  it('is the first half hour within a weekly slot, the whole meeting inside it, a quarter of an hour ahead at least', () => {
    expect(next(local('2026-11-29', '15:10'))).toBe(iso('2026-11-30', '09:00'));
    expect(next(local('2026-11-30', '09:10'))).toBe(iso('2026-11-30', '09:30'));
    // 09:30 is five minutes away: too soon to press and still be in the future.
    expect(next(local('2026-11-30', '09:25'))).toBe(iso('2026-11-30', '10:00'));
    // 16:30 would end at 17:30, after Monday's slot; Tuesday's slot holds an hour from 13:00.
    expect(next(local('2026-11-30', '16:10'))).toBe(iso('2026-12-01', '13:00'));
    // Tuesday's hour is too short for two: the next Monday.
    expect(next(local('2026-11-30', '16:10'), { minutes: 120 })).toBe(iso('2026-12-07', '09:00'));
  });

  it('is looked for from the time chosen, not from now', () => {
    // Chosen for next week's Thursday: not tomorrow, but the Monday after it.
    const thursday = local('2026-12-10', '10:00');
    expect(next(local('2026-11-29', '15:10'), { after: thursday })).toBe(iso('2026-12-14', '09:00'));
  });

  it("steps past the employer's meetings, but not the one being moved", () => {
    const busy = [meeting(1, local('2026-11-30', '09:00')), meeting(2, local('2026-11-30', '10:00'))];
    expect(next(local('2026-11-29', '15:10'), { meetings: busy })).toBe(iso('2026-11-30', '11:00'));
    expect(next(local('2026-11-29', '15:10'), { meetings: busy, exceptId: 1 })).toBe(
      iso('2026-11-30', '09:00'),
    );
  });

  it('without slots, is the first time after the one chosen that is clear of meetings', () => {
    const busy = [meeting(1, local('2026-11-30', '09:00')), meeting(2, local('2026-11-30', '10:00'))];
    const chosen = local('2026-11-30', '09:00');
    expect(next(local('2026-11-29', '15:10'), { after: chosen, meetings: busy, slots: undefined })).toBe(
      iso('2026-11-30', '11:00'),
    );
    expect(next(local('2026-11-29', '15:10'), { after: chosen, meetings: busy, slots: [] })).toBe(
      iso('2026-11-30', '11:00'),
    );
  });

  it('is nothing for a meeting of no length', () => {
    expect(next(local('2026-11-29', '15:10'), { minutes: 0 })).toBeUndefined();
  });
});

describe('meeting selectors', () => {
  it('splits upcoming (soonest first, including one in progress) from past (latest first)', () => {
    const list = [
      meeting(1, NOW + 5 * HOUR),
      meeting(2, NOW - 3 * HOUR),
      meeting(3, NOW - HOUR / 2),
      meeting(4, NOW - 30 * HOUR),
    ];
    const { upcoming, past } = splitMeetings(list, NOW);
    expect(upcoming.map((m) => m.meetingDto.id)).toEqual([3, 1]);
    expect(past.map((m) => m.meetingDto.id)).toEqual([2, 4]);
    expect(splitMeetings([], NOW)).toEqual({ upcoming: [], past: [] });
  });

  it('tells starting soon (with the time left), live, later and over apart', () => {
    expect(meetingPhase(meeting(1, NOW + 45 * 60_000), NOW)).toEqual({ kind: 'soon', msLeft: 45 * 60_000 });
    expect(meetingPhase(meeting(1, NOW + 2 * HOUR), NOW)).toEqual({ kind: 'later' });
    expect(meetingPhase(meeting(1, NOW - 10 * 60_000), NOW)).toEqual({ kind: 'live' });
    expect(meetingPhase(meeting(1, NOW - 2 * HOUR), NOW)).toEqual({ kind: 'over' });
  });

  it('turns meetings into calendar entries, skipping broken dates', () => {
    const items = toCalendarItems([meeting(1, NOW), meeting(2, NOW, { startTime: 'not a date' })]);
    expect(items.map((i) => [i.id, i.title])).toEqual([['meeting-1', 'Alex Rivera: Frontend Engineer']]);
    expect(items[0].start.getTime()).toBe(NOW);
  });
});

describe('cancelling a meeting', () => {
  const { getMeetings, cancelMeeting } = MeetingsApi.endpoints;
  const listed = (store: ReturnType<typeof makeStore>) =>
    (getMeetings.select()(store.getState()).data ?? []).map((m) => m.meetingDto.id);

  it('removes it from the cached list at once, and puts it back when the server refuses', async () => {
    signIn('employer');
    const store = makeStore();
    await store.dispatch(getMeetings.initiate()).unwrap();
    const [first, ...rest] = listed(store);
    failNext({ path: '/zoom/meeting', method: 'DELETE', status: 500 });
    const refused = store.dispatch(cancelMeeting.initiate(first));
    expect(listed(store)).toEqual(rest);
    await refused;
    expect(listed(store)).toEqual([first, ...rest]);
    await store.dispatch(cancelMeeting.initiate(first)).unwrap();
    expect(listed(store)).toEqual(rest);
    expect(db().meetings.some((m) => m.id === first)).toBe(false);
  });
});

describe('the .ics export', () => {
  it('writes one event in UTC with the join link, escaped and folded', () => {
    const m = meeting(7, Date.parse('2026-11-25T19:15:00Z'), {
      notes: 'Bring a project; we will talk, then code.\nSecond line',
      joinUrl: '/media/meeting.html?id=z7',
    });
    const ics = meetingToIcs(m, 'https://app.example', new Date('2026-11-22T12:00:00Z'));
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261125T191500Z');
    expect(lines).toContain('DTEND:20261125T201500Z');
    expect(lines).toContain('DTSTAMP:20261122T120000Z');
    expect(lines).toContain('UID:z7@sensiworks');
    expect(lines).toContain('SUMMARY:Interview: Frontend Engineer with Alex Rivera');
    expect(lines).toContain('URL:https://app.example/media/meeting.html?id=z7');
    expect(lines.every((l) => l.length <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('Bring a project\\; we will talk\\, then code.\\nSecond line');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('the scheduling form', () => {
  it('starts from a calendar slot with the end one hour later', () => {
    const v = initialMeetingValues({ defaultStart: '2026-11-25T14:30:00', jobId: 3, jobSeekerId: 1 });
    expect(v).toMatchObject({ date: '2026-11-25', start: '14:30', end: '15:30', jobId: 3, jobSeekerId: 1 });
  });

  it('starts from a range dragged within a day with its end; a range past midnight gets the hour', () => {
    const range = { defaultStart: '2026-11-25T13:00:00', jobId: 3, jobSeekerId: 1 };
    expect(initialMeetingValues({ ...range, defaultEnd: '2026-11-25T15:30:00' })).toMatchObject({
      start: '13:00',
      end: '15:30',
    });
    expect(initialMeetingValues({ ...range, defaultEnd: '2026-11-26T00:00:00' })).toMatchObject({
      start: '13:00',
      end: '14:00',
    });
  });

  it('moving the start keeps the meeting as long as it was, round the clock; an hour when there is no end', () => {
    expect(endAfterStartChange({ start: '10:00', end: '11:00' }, '13:15')).toBe('14:15');
    // QA: a 45-minute interview moved from 10:00 to 11:00 kept its 10:45 end, 'Ends the next day'.
    expect(endAfterStartChange({ start: '10:00', end: '10:45' }, '11:00')).toBe('11:45');
    expect(endAfterStartChange({ start: '14:00', end: '15:30' }, '16:00')).toBe('17:30');
    expect(endAfterStartChange({ start: '23:00', end: '23:45' }, '23:30')).toBe('00:15');
    expect(endAfterStartChange({ start: '23:30', end: '00:30' }, '09:00')).toBe('10:00');
    expect(endAfterStartChange({ start: '10:00', end: '' }, '13:15')).toBe('14:15');
    expect(endAfterStartChange({ start: '', end: '' }, '')).toBe('');
  });

  it('an end before the start that is not a short meeting past midnight says the end comes first', async () => {
    const schema = meetingSchema(() => Date.parse('2026-11-22T12:00:00'));
    const at = (start: string, end: string) =>
      schema.validateAt('end', { jobId: 3, jobSeekerId: 1, date: '2026-11-23', start, end, notes: '' }).then(
        () => 'valid',
        (e: { message: string }) => e.message,
      );
    expect(await at('15:00', '14:00')).toBe(MEETING_FORM_MESSAGES.endBeforeStart);
    expect(await at('23:30', '00:30')).toBe('valid');
    expect(await at('08:00', '17:00')).toBe(MEETING_FORM_MESSAGES.tooLong);
  });

  it('a time the clocks skip is refused at its field, and its hour is not read as a day-long meeting', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    onTestFinished(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    const schema = meetingSchema(() => Date.parse('2027-03-01T12:00:00Z'));
    const values = { jobId: 3, jobSeekerId: 1, date: '2027-03-14', notes: '' };
    const at = (field: 'start' | 'end', start: string, end: string) =>
      schema.validateAt(field, { ...values, start, end }).then(
        () => 'valid',
        (e: { message: string }) => e.message,
      );
    // On March 14, 2027 New York's clocks go from 2:00 to 3:00.
    expect(await at('start', '02:30', '03:30')).toBe(SKIPPED);
    expect(await at('end', '02:30', '03:30')).toBe('valid');
    expect(await at('end', '01:00', '02:15')).toBe(SKIPPED);
    expect(await at('start', '03:00', '04:00')).toBe('valid');
    expect(await at('start', '01:30', '03:30')).toBe('valid');
    // An end past midnight is on the next day's clock: 2:30 on the 15th is there, on the 14th it is not.
    expect(await at('end', '23:00', '02:30')).toBe('valid');
    const dayBefore = (end: string) =>
      schema.validateAt('end', { ...values, date: '2027-03-13', start: '23:00', end }).then(
        () => 'valid',
        (e: { message: string }) => e.message,
      );
    expect(await dayBefore('02:30')).toBe(SKIPPED);
    expect(await dayBefore('01:30')).toBe('valid');
    // And the zone named for that day is the one its clock is on.
    expect(inYourZone('2027-03-14T15:00:00Z')).toBe('in your time zone (Eastern Daylight Time)');
    expect(inYourZone('2027-01-14T15:00:00Z')).toBe('in your time zone (Eastern Standard Time)');
  });

  it('a date more than a year ahead is refused at the date, as a slip of the year', async () => {
    const schema = meetingSchema(() => Date.parse('2026-11-22T12:00:00'));
    const at = (date: string) =>
      schema.validateAt('date', { date }).then(
        () => 'valid',
        (e: { message: string }) => e.message,
      );
    expect(await at('2027-11-22')).toBe('valid');
    expect(await at('2027-11-23')).toBe(TOO_FAR);
    expect(await at('2099-12-01')).toBe(TOO_FAR);
  });

  it('checks the fields with messages at each', async () => {
    const schema = meetingSchema(() => Date.parse('2026-11-22T12:00:00'));
    const errors = await schema
      .validate(
        { jobId: '', jobSeekerId: '', date: '2026-11-21', start: '10:00', end: '19:30', notes: ' x' },
        { abortEarly: false },
      )
      .catch((e: { errors: string[] }) => e.errors);
    expect(errors).toEqual(
      expect.arrayContaining([
        'Please enter job',
        'Please enter applicant',
        MEETING_FORM_MESSAGES.past,
        MEETING_FORM_MESSAGES.tooLong,
        'Spaces are not allowed without value',
      ]),
    );
    await expect(
      schema.isValid({
        jobId: 3,
        jobSeekerId: 1,
        date: '2026-11-23',
        start: '23:30',
        end: '00:30',
        notes: '',
      }),
    ).resolves.toBe(true);
  });

  it('sends ISO instants for the local date and times', () => {
    const input = toMeetingInput(
      { jobId: 3, jobSeekerId: 1, date: '2026-11-25', start: '23:30', end: '00:30', notes: ' hi ' },
      'Interview: X',
    );
    expect(Date.parse(input.endTime) - Date.parse(input.startTime)).toBe(HOUR);
    expect(input).toMatchObject({ jobId: 3, jobSeekerId: 1, notes: 'hi', topic: 'Interview: X' });
  });
});
