import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { Views, type View } from 'react-big-calendar';
import { DATE_FORMATS } from '@/lib/dates';

export const CALENDAR_VIEWS: View[] = [Views.MONTH, Views.WEEK, Views.DAY, Views.AGENDA];
const DAY = DATE_FORMATS.iso;

/** A day as the address writes it (2026-11-29), or null for anything else (2026-02-30 included). */
function dayOf(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(DAY) === value ? value : null;
}

/**
 * The calendar's view and the date it shows, kept in the address (?view=week&date=2026-11-29) so a reload or a
 * return by Back finds the calendar as it was left. Changes replace the entry: Back leaves the calendar rather
 * than stepping through its periods. A missing or unknown value is the default: `fallback` (month, agenda on a
 * phone) and today.
 */
export function useCalendarPlace(now: number, fallback: View) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('view') as View | null;
  const view = asked && CALENDAR_VIEWS.includes(asked) ? asked : fallback;
  const today = dayjs(now).format(DAY);
  const day = dayOf(params.get('date')) ?? today;
  // Today is shown from now, as before the date was kept (the agenda starts at the present, not at midnight).
  const at = day === today ? now : null;
  const date = useMemo(() => (at == null ? dayjs(day).toDate() : new Date(at)), [day, at]);
  /** One navigation for both, as a drill-down from the month to a day changes both at once. */
  const show = (to: { view?: View; date?: Date }) => {
    // The agenda lists from its date on: opened from a week or a month, it starts where that one does (today, if
    // it is in it), not at the day the period was moved by (the next week's last day).
    if (to.view === Views.AGENDA && !to.date && view !== Views.AGENDA) {
      const unit = view as 'day' | 'week' | 'month';
      const start = dayjs(date).startOf(unit);
      to.date = dayjs(now).isSame(start, unit) ? new Date(now) : start.toDate();
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (to.view) next.set('view', to.view);
        if (to.date) next.set('date', dayjs(to.date).format(DAY));
        return next;
      },
      { replace: true },
    );
  };
  return { view, date, show };
}
