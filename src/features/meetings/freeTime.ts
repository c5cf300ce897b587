import dayjs from 'dayjs';
import type { AvailableSlot } from '@/state/auth/profileTypes';
import { overlapping, withinAvailability } from '@/state/meetings/selectors';
import type { Meeting } from '@/state/meetings/types';

/** How far ahead a free time is looked for: two weeks hold every weekly slot twice. */
const LOOK_AHEAD_DAYS = 14;

/**
 * The first start after `now`, on the hour or half hour, of a meeting `minutes` long that falls within one of the
 * applicant's weekly slots and overlaps none of the employer's meetings (other than the one being edited); undefined
 * when the applicant gave no slots or none is free within two weeks.
 */
export function nextFreeStart(
  slots: AvailableSlot[] | undefined,
  meetings: Meeting[],
  now: number,
  minutes: number,
  exceptId?: number,
): string | undefined {
  if (!slots?.length || !(minutes > 0)) return undefined;
  const hour = dayjs(now).startOf('hour');
  for (let i = 1; i <= LOOK_AHEAD_DAYS * 48; i += 1) {
    const start = hour.add(30 * i, 'minute');
    if (!start.isAfter(now)) continue;
    const [from, to] = [start.format(), start.add(minutes, 'minute').format()];
    if (withinAvailability(slots, from, to) && !overlapping(meetings, from, to, exceptId).length) return from;
  }
  return undefined;
}
