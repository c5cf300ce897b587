import dayjs from 'dayjs';
import { Views, type View } from 'react-big-calendar';
import type { CalendarItem } from '@/state/meetings/selectors';

/** The hour the day and week views open at when nothing is earlier: the start of a working day. */
export const DAY_START_HOUR = 8;

/**
 * Minutes after midnight the day and week views open scrolled to: 8:00, or the full hour of the earliest
 * meeting shown in the period when that is earlier, so no meeting sits unseen above the view. A meeting running
 * on from the day before (across midnight) shows from 00:00.
 */
export function scrollMinutes(items: Pick<CalendarItem, 'start' | 'end'>[], view: View, date: Date): number {
  const usual = DAY_START_HOUR * 60;
  if (view !== Views.DAY && view !== Views.WEEK) return usual;
  const unit = view === Views.DAY ? 'day' : 'week';
  const from = dayjs(date).startOf(unit);
  const to = from.add(1, unit);
  let earliest = usual;
  for (const { start, end } of items) {
    if (end <= from.toDate() || start >= to.toDate()) continue;
    const nextDay = dayjs(start).add(1, 'day').startOf('day');
    const runsOn = start < from.toDate() || (end > nextDay.toDate() && nextDay.isBefore(to));
    earliest = Math.min(earliest, runsOn ? 0 : start.getHours() * 60 + start.getMinutes());
  }
  return Math.floor(earliest / 60) * 60;
}
