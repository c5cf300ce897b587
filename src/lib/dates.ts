import dayjs, { type ConfigType } from 'dayjs';

/** Spec section 9: the date formats, named by where they are used. */
export const DATE_FORMATS = {
  iso: 'YYYY-MM-DD',
  us: 'MM/DD/YYYY',
  monthYear: 'MMMM YYYY',
  medium: 'MMM D, YYYY',
  weekday: 'dddd',
  weekdayMonthDay: 'dddd, MMMM D',
  monthDay: 'MM/DD',
  time: 'h:mm a',
  time24: 'hh:mm',
  timeUpper: 'hh:mm A',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

/** Formats a date in one of the spec's formats; empty for a missing or invalid date. */
export function formatDate(value: ConfigType, format: DateFormat): string {
  if (value == null || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMATS[format]) : '';
}

/** Spec section 5: 'Present' is shown when an end date is empty. */
export function formatEndDate(value: ConfigType, format: DateFormat = 'monthYear'): string {
  return formatDate(value, format) || 'Present';
}

/** Spec section 9: a time helper adds one hour to a time (HH:mm in, HH:mm out; wraps past midnight). */
export function addOneHour(time: string): string {
  const [h, m] = time.split(':').map(Number);
  if (!Number.isFinite(h) || !Number.isFinite(m)) return time;
  return `${String((h + 1) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Spec section 9: durations display as HH:mm:ss (hours may pass 24; negative shows as zero). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** A message time: h:mm a today, MMM D, YYYY on earlier days. */
export function formatMessageTime(value: ConfigType, now: ConfigType = new Date()): string {
  const d = dayjs(value);
  if (!d.isValid()) return '';
  return d.isSame(dayjs(now), 'day') ? d.format(DATE_FORMATS.time) : d.format(DATE_FORMATS.medium);
}

/** A meeting's hours: 'h:mm a – h:mm a'. */
export const formatTimeRange = (start: ConfigType, end: ConfigType) =>
  `${formatDate(start, 'time')} – ${formatDate(end, 'time')}`;

/** Spec section 9: weekday short labels, indexed like Date.getDay() (Sunday first). */
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tues', 'Wed', 'Thurs', 'Fri', 'Sat'] as const;

export function weekdayShort(value: ConfigType): string {
  const d = dayjs(value);
  return d.isValid() ? WEEKDAY_SHORT[d.day()] : '';
}

/** The value of a time input (24-hour HH:mm), which addOneHour reads and writes. */
export const TIME_INPUT_FORMAT = 'HH:mm';

/**
 * A local date (YYYY-MM-DD) and two local times (HH:mm) as ISO instants. An end at or before the start is on
 * the next day (a meeting across midnight). The local zone decides the offset, so across a daylight-saving
 * change the instants stay right (a time skipped by the change moves forward, as the platform does).
 */
export function instantRange(
  date: string,
  start: string,
  end: string,
): { startTime: string; endTime: string } {
  const from = dayjs(`${date}T${start}`);
  let to = dayjs(`${date}T${end}`);
  if (!from.isValid() || !to.isValid()) return { startTime: '', endTime: '' };
  if (!to.isAfter(from)) to = dayjs(`${from.add(1, 'day').format(DATE_FORMATS.iso)}T${end}`);
  return { startTime: from.toISOString(), endTime: to.toISOString() };
}
