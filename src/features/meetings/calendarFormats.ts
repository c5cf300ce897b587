import type { Formats } from 'react-big-calendar';
import { formatDate, weekdayShort } from '@/lib/dates';

type Range = { start: Date; end: Date };

/** Without breaks inside: where a label must wrap, it wraps between whole times or dates ("09:30 AM –"). */
const whole = (text: string) => text.replace(/ /g, '\u00a0');
const time = (d: Date) => whole(formatDate(d, 'timeUpper'));
export const timeRange = ({ start, end }: Range) => `${time(start)}\u00a0– ${time(end)}`;
const dayLabel = (d: Date) => `${weekdayShort(d)} ${formatDate(d, 'monthDay')}`;

/**
 * The calendar's labels in the spec's formats: weekday short labels (Mon, Tues, Wed, Thurs, Fri), MM/DD for
 * days, MMMM YYYY for months, hh:mm A for times, and 'dddd, MMMM D' for a single day.
 */
export const calendarFormats: Formats = {
  weekdayFormat: weekdayShort,
  dayFormat: dayLabel,
  agendaDateFormat: (d: Date) => whole(dayLabel(d)),
  monthHeaderFormat: (d: Date) => formatDate(d, 'monthYear'),
  dayHeaderFormat: (d: Date) => formatDate(d, 'weekdayMonthDay'),
  dayRangeHeaderFormat: ({ start, end }: Range) =>
    `${formatDate(start, 'monthDay')} – ${formatDate(end, 'monthDay')}`,
  agendaHeaderFormat: ({ start, end }: Range) => `${formatDate(start, 'us')} – ${formatDate(end, 'us')}`,
  timeGutterFormat: (d: Date) => formatDate(d, 'timeUpper'),
  eventTimeRangeFormat: timeRange,
  // A meeting across midnight shows its whole range on both days, not '10:00 PM –' and '– 01:30 AM'.
  eventTimeRangeStartFormat: timeRange,
  eventTimeRangeEndFormat: timeRange,
  agendaTimeRangeFormat: timeRange,
  selectRangeFormat: timeRange,
  agendaTimeFormat: time,
};
