// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addOneHour,
  formatDate,
  formatDuration,
  instantRange,
  weekdayShort,
  WEEKDAY_SHORT,
} from '@/lib/dates';
import { formatDay } from '@/state/meetings/selectors';

// Node reads TZ at each Date call: a zone with daylight saving makes the edges real.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('the spec date formats', () => {
  const d = '2026-11-05T19:07:00Z'; // 2:07 pm in New York
  it.each([
    ['iso', '2026-11-05'],
    ['us', '11/05/2026'],
    ['monthYear', 'November 2026'],
    ['medium', 'Nov 5, 2026'],
    ['weekday', 'Thursday'],
    ['weekdayMonthDay', 'Thursday, November 5'],
    ['monthDay', '11/05'],
    ['time', '2:07 pm'],
    ['time24', '02:07'],
    ['timeUpper', '02:07 PM'],
  ] as const)('%s', (format, expected) => {
    expect(formatDate(d, format)).toBe(expected);
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatDate(null, 'iso')).toBe('');
    expect(formatDate('', 'iso')).toBe('');
    expect(formatDate('not a date', 'iso')).toBe('');
  });

  it('names weekdays with the spec short labels', () => {
    expect(WEEKDAY_SHORT.slice(1, 6)).toEqual(['Mon', 'Tues', 'Wed', 'Thurs', 'Fri']);
    expect(weekdayShort('2026-11-03T12:00:00')).toBe('Tues');
    expect(weekdayShort('2026-11-05T12:00:00')).toBe('Thurs');
    expect(weekdayShort('nope')).toBe('');
  });
});

describe('formatDay', () => {
  it("says a day as 'dddd, MMMM D', with its year when that is not this year's", () => {
    const now = new Date(2026, 10, 26);
    expect(formatDay(new Date(2026, 11, 1), now)).toBe('Tuesday, December 1');
    expect(formatDay(new Date(2099, 11, 1), now)).toBe('Tuesday, December 1, 2099');
    expect(formatDay('', now)).toBe('');
  });
});

describe('addOneHour', () => {
  it('adds an hour and keeps the minutes', () => {
    expect(addOneHour('09:30')).toBe('10:30');
    expect(addOneHour('9:05')).toBe('10:05');
  });
  it('wraps past midnight', () => {
    expect(addOneHour('23:30')).toBe('00:30');
  });
  it('leaves what is not a time alone', () => {
    expect(addOneHour('')).toBe('');
    expect(addOneHour('soon')).toBe('soon');
  });
});

describe('formatDuration', () => {
  it('shows HH:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(59_999)).toBe('00:00:59');
    expect(formatDuration(3_723_000)).toBe('01:02:03');
  });
  it('lets hours pass 24 and shows a negative or broken value as zero', () => {
    expect(formatDuration(25 * 3_600_000)).toBe('25:00:00');
    expect(formatDuration(-5000)).toBe('00:00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00:00');
  });
});

describe('meeting times across midnight and daylight saving', () => {
  it('puts an end at or before the start on the next day', () => {
    const { startTime, endTime } = instantRange('2026-11-20', '23:30', addOneHour('23:30'));
    expect(startTime).toBe('2026-11-21T04:30:00.000Z');
    expect(endTime).toBe('2026-11-21T05:30:00.000Z');
    expect(formatDate(endTime, 'weekdayMonthDay')).toBe('Saturday, November 21');
  });

  it('shows a meeting stored near midnight UTC on the viewer’s own day', () => {
    // 00:30 UTC on the 21st is still the evening of the 20th in New York.
    expect(formatDate('2026-11-21T00:30:00Z', 'weekdayMonthDay')).toBe('Friday, November 20');
    expect(formatDate('2026-11-21T00:30:00Z', 'time')).toBe('7:30 pm');
  });

  it('keeps a one-hour meeting one hour long when the clocks go forward', () => {
    // 8 March 2026: 02:00 does not exist in New York; 01:30 EST + one hour is 03:30 EDT.
    const { startTime, endTime } = instantRange('2026-03-08', '01:30', addOneHour('01:30'));
    expect(startTime).toBe('2026-03-08T06:30:00.000Z');
    expect(Date.parse(endTime) - Date.parse(startTime)).toBe(3_600_000);
    expect(formatDate(endTime, 'timeUpper')).toBe('03:30 AM');
  });

  it('shows the same instant at the right wall time on each side of the change', () => {
    // 15:00 UTC is 10:00 EST in winter and 11:00 EDT in summer.
    expect(formatDate('2026-03-07T15:00:00Z', 'timeUpper')).toBe('10:00 AM');
    expect(formatDate('2026-03-09T15:00:00Z', 'timeUpper')).toBe('11:00 AM');
  });

  it('gives no instants for an incomplete date or time', () => {
    expect(instantRange('', '10:00', '11:00')).toEqual({ startTime: '', endTime: '' });
  });
});
