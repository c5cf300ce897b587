import dayjs, { type ConfigType } from 'dayjs';
import { formatDate, TIME_INPUT_FORMAT, weekdayShort } from '@/lib/dates';
import type { AvailableSlot } from '@/state/auth/profileTypes';
import type { Meeting } from '@/state/meetings/types';

/** A countdown shows when a meeting starts within this window. */
export const STARTS_SOON_MS = 60 * 60 * 1000;

const startOf = (m: Meeting) => Date.parse(m.meetingDto.startTime);
const endOf = (m: Meeting) => Date.parse(m.meetingDto.endTime);

/** Upcoming (not yet ended, soonest first) and past (latest first) meetings at `now`. */
export function splitMeetings(meetings: Meeting[], now: number) {
  const upcoming = meetings.filter((m) => endOf(m) > now).sort((a, b) => startOf(a) - startOf(b));
  const past = meetings.filter((m) => !(endOf(m) > now)).sort((a, b) => startOf(b) - startOf(a));
  return { upcoming, past };
}

export type MeetingPhase =
  { kind: 'soon'; msLeft: number } | { kind: 'live' } | { kind: 'later' } | { kind: 'over' };

/** Where a meeting stands at `now`: starting soon (with the time left), in progress, later, or over. */
export function meetingPhase(m: Meeting, now: number): MeetingPhase {
  const start = startOf(m);
  if (endOf(m) <= now) return { kind: 'over' };
  if (start <= now) return { kind: 'live' };
  if (start - now <= STARTS_SOON_MS) return { kind: 'soon', msLeft: start - now };
  return { kind: 'later' };
}

/** How a meeting is named in the calendar and in an exported file: the topic and the other party. */
export const meetingTitle = ({ meetingDto: d }: Meeting) =>
  d.otherPartyName ? `${d.topic} with ${d.otherPartyName}` : d.topic;

// Here, not in lib/dates: only the meetings' screens say a day this way, and every route loads lib/dates.
/** A day as 'dddd, MMMM D', and its year after it when that is not this year's (a day in 2027 is not next week's). */
export function formatDay(value: ConfigType, now: ConfigType = new Date()): string {
  const day = dayjs(value);
  return (
    formatDate(value, 'weekdayMonthDay') +
    (day.isValid() && !day.isSame(now, 'year') ? day.format(', YYYY') : '')
  );
}

/** When a meeting starts, as a sentence says it: 'Monday, December 1 at 10:00 am'. */
export const meetingStart = ({ meetingDto: { startTime } }: Meeting) =>
  `${formatDay(startTime)} at ${formatDate(startTime, 'time')}`;

export interface CalendarItem {
  id: string;
  title: string;
  start: Date;
  end: Date;
  meeting: Meeting;
}

/** Meetings as calendar entries, titled by the other party first; one without valid times is left out. */
export function toCalendarItems(meetings: Meeting[]): CalendarItem[] {
  return meetings
    .map((m) => ({
      id: `meeting-${m.meetingDto.id}`,
      title: [m.meetingDto.otherPartyName, m.meetingDto.jobTitle ?? m.meetingDto.topic]
        .filter(Boolean)
        .join(': '),
      start: new Date(m.meetingDto.startTime),
      end: new Date(m.meetingDto.endTime),
      meeting: m,
    }))
    .filter((i) => !Number.isNaN(i.start.getTime()) && !Number.isNaN(i.end.getTime()));
}

/** The meetings (other than `exceptId`) that share any time with [startTime, endTime). */
export function overlapping(meetings: Meeting[], startTime: string, endTime: string, exceptId?: number) {
  const [from, to] = [Date.parse(startTime), Date.parse(endTime)];
  if (Number.isNaN(from) || Number.isNaN(to)) return [];
  return meetings.filter((m) => m.meetingDto.id !== exceptId && startOf(m) < to && endOf(m) > from);
}

/**
 * Whether [startTime, endTime) falls within one of the seeker's weekly slots, read as times on the viewer's
 * clock (the profile keeps a weekday and HH:mm, no zone). No slots at all: nothing to say (undefined).
 */
export function withinAvailability(
  slots: AvailableSlot[] | undefined,
  startTime: string,
  endTime: string,
): boolean | undefined {
  if (!slots?.length) return undefined;
  const [from, to] = [dayjs(startTime), dayjs(endTime)];
  if (!from.isValid() || !to.isValid()) return undefined;
  const day = weekdayShort(from);
  const [start, end] = [from.format(TIME_INPUT_FORMAT), to.format(TIME_INPUT_FORMAT)];
  return (
    from.isSame(to, 'day') && slots.some((s) => s.day === day && s.startTime <= start && end <= s.endTime)
  );
}
