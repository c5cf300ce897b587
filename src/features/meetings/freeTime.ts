import dayjs from 'dayjs';
import type { AvailableSlot } from '@/state/auth/profileTypes';
import { overlapping, withinAvailability } from '@/state/meetings/selectors';
import type { Meeting } from '@/state/meetings/types';

/** How far ahead a free time is looked for: two weeks hold every weekly slot twice. */
const LOOK_AHEAD_DAYS = 14;
/** A time offered is at least this far from now: time to press it, and for the form's 'in the future' to hold. */
const LEAD_MS = 15 * 60_000;

/**
 * The first start, on the hour or half hour, from the time chosen (`after`; never sooner than a quarter of an hour
 * from `now`) of a meeting `minutes` long that overlaps none of the employer's meetings (other than the one being
 * edited) and, where the applicant gave weekly slots, falls within one; undefined when none is free within two
 * weeks.
 */
export function nextFreeStart(opts: {
  slots: AvailableSlot[] | undefined;
  meetings: Meeting[];
  after: number;
  now: number;
  minutes: number;
  exceptId?: number;
}): string | undefined {
  const { slots, minutes, exceptId } = opts;
  if (!(minutes > 0)) return undefined;
  const earliest = Math.max(opts.after, opts.now + LEAD_MS);
  // Only meetings still to end can be in the way (a list holds months of them).
  const meetings = opts.meetings.filter((m) => Date.parse(m.meetingDto.endTime) > earliest);
  const hour = dayjs(earliest).startOf('hour');
  for (let i = 0; i <= LOOK_AHEAD_DAYS * 48; i += 1) {
    const start = hour.add(30 * i, 'minute');
    if (start.valueOf() < earliest) continue;
    const [from, to] = [start.format(), start.add(minutes, 'minute').format()];
    if (slots?.length && !withinAvailability(slots, from, to)) continue;
    if (!overlapping(meetings, from, to, exceptId).length) return from;
  }
  return undefined;
}
