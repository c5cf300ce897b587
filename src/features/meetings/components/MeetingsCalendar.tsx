import { createContext, useContext, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  Calendar,
  dayjsLocalizer,
  Views,
  type AgendaTimeProps,
  type EventProps,
  type DateHeaderProps,
  type HeaderProps,
  type ShowMoreProps,
  type SlotInfo,
  type View,
} from 'react-big-calendar';
import dragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { focusRing } from '@/components/focusRing';
import { focusLost } from '@/lib/focusLost';
import { PageLoader } from '@/components/PageLoader';
import { formatDate, formatTimeRange } from '@/lib/dates';
import { calendarFormats, timeRange } from '../calendarFormats';
import { scrollMinutes } from '../calendarScroll';
import type { CalendarItem } from '@/state/meetings/selectors';
import { CalendarToolbar } from './CalendarToolbar';
import { CALENDAR_VIEWS, useCalendarPlace } from './useCalendarPlace';

const localizer = dayjsLocalizer(dayjs);
// The drag-and-drop add-on ships only as CommonJS: some bundlers hand its default over wrapped once more.
const withDragAndDrop =
  typeof dragAndDrop === 'function'
    ? dragAndDrop
    : (dragAndDrop as unknown as { default: typeof dragAndDrop }).default;
const DnDCalendar = withDragAndDrop<CalendarItem>(Calendar);

/**
 * A day's heading in the week and day views: its label only. The library's own wraps the label in a
 * columnheader outside any row (a critical axe finding); the heading is already a button that opens the day.
 */
const DayHeading = ({ label }: HeaderProps) => <span>{label}</span>;

/** How many days each arrow key moves in the month's grid. */
const ARROWS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The month's day that Tab reaches (the calendar's date); the arrow keys move among the others (`arrows`). */
const TabDay = createContext('');

/** A day's number in the month view, a button that opens that day: named with its date, not just '07'. */
const MonthDay = ({ label, date, drilldownView, onDrillDown }: DateHeaderProps) => {
  const day = formatDate(date, 'iso');
  // One Tab stop for the month's days, not 35 (QA), as a date picker's grid.
  const tabDay = useContext(TabDay);
  return drilldownView ? (
    <button
      type="button"
      className="rbc-button-link"
      data-day={day}
      tabIndex={tabDay === day ? 0 : -1}
      onClick={onDrillDown}
      aria-label={`Open ${formatDate(date, 'weekdayMonthDay')}`}
    >
      {label}
    </button>
  ) : (
    <span>{label}</span>
  );
};

/**
 * A meeting in the month and agenda views. The library's own is a div (month) or a table cell (agenda) that
 * only a mouse can use; a button is reached by Tab. It has no handler of its own: its click (Enter and Space
 * included) reaches the library's, which opens the meeting as a mouse click does.
 */
const MeetingButton = ({ event, title }: EventProps<CalendarItem>) => (
  <Box
    component="button"
    type="button"
    aria-label={`${title}, ${formatDate(event.start, 'weekdayMonthDay')}, ${formatTimeRange(event.start, event.end)}`}
    sx={{
      display: 'block',
      width: '100%',
      p: 0,
      m: 0,
      border: 0,
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'left',
      cursor: 'pointer',
      // The month's one line ends in an ellipsis, as the library's text did; the agenda's wraps, inside a word if
      // it must (on a phone a long one widened the table past the page, its columns off their headings').
      whiteSpace: 'inherit',
      overflowWrap: 'anywhere',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      ...focusRing,
    }}
  >
    {title}
  </Box>
);

/**
 * A meeting's times in the agenda: its whole range on each day it is listed, as the week and day views show it.
 * The library's gives a meeting across midnight '10:00 PM' on its first day and '01:30 AM' on the next.
 */
const AgendaTime = ({ event }: AgendaTimeProps) => <>{timeRange(event as CalendarItem)}</>;

/**
 * The library marks a month's week up as a table row, and what a row holds must be a cell (a button owned by the
 * row is a critical axe finding), so a month's meeting is its button in a cell.
 */
const MonthMeeting = (props: EventProps<CalendarItem>) => (
  <Box component="span" role="cell" sx={{ display: 'block' }}>
    <MeetingButton {...props} />
  </Box>
);

/** Opens a day in the day view, focus in its hours (the calendar's; read by a month's '+2 more'). */
const OpenDay = createContext<(day: Date) => void>(() => {});

/**
 * A month's day with more meetings than fit: '+2 more' opens that day, as its number does, where all are listed
 * and reached by Tab. The library's own is a button owned by the week's row (a critical axe finding) that every
 * day names only '+2 more'. Its classes are the library's: its look, and a press is not taken for choosing a slot.
 */
const MoreInDay = ({ slotDate, count }: ShowMoreProps<CalendarItem>) => {
  const open = useContext(OpenDay);
  return (
    <span role="cell">
      <button
        type="button"
        className="rbc-button-link rbc-show-more"
        onClick={() => open(slotDate)}
        aria-label={`+${count} more on ${formatDate(slotDate, 'weekdayMonthDay')}`}
      >
        {/* A phone's day is about 43 px wide: '+2' (its name says the rest). */}+{count}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {' '}
          more
        </Box>
      </button>
    </span>
  );
};

export interface MeetingsCalendarProps {
  items: CalendarItem[];
  now: number;
  /**
   * The employer's: choosing a slot starts a meeting there (a range dragged over a day's hours gives its end too);
   * dragging a meeting moves it.
   */
  onSelectSlot?: (start: Date, end?: Date) => void;
  onMove?: (item: CalendarItem, start: Date, end: Date) => void;
  onOpen: (item: CalendarItem) => void;
  /** The meetings are still on their way: said over the calendar, and by the agenda rather than that there are none. */
  loading?: boolean;
  /** The meetings could not be loaded: the agenda does not say there are none. */
  failed?: boolean;
}

/** react-big-calendar with the spec's labels, the app's toolbar, and moves kept to the meeting's length. */
export default function MeetingsCalendar({
  items,
  now,
  onSelectSlot,
  onMove,
  onOpen,
  loading = false,
  failed,
}: MeetingsCalendarProps) {
  const small = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { view, date, show } = useCalendarPlace(now, small ? Views.AGENDA : Views.MONTH);
  // The day and week views open at 8:00, or earlier when a meeting in the period is (calendarScroll.ts). The
  // library scrolls only as its time grid first shows: moving to another period, or meetings coming in, scroll here.
  const scrollTo = scrollMinutes(items, view, date);
  const scrollToTime = useMemo(() => new Date(1970, 0, 1, 0, scrollTo), [scrollTo]);
  const box = useRef<HTMLDivElement>(null);
  const period = `${view} ${date.toDateString()}`;
  // The month's day Tab reaches: the one the arrows (or a click) reached in this period, else the calendar's date.
  const [reached, setReached] = useState<{ period: string; day: string } | null>(null);
  const tabDay = reached?.period === period ? reached.day : formatDate(date, 'iso');
  // A day opened from the month or a week's heading takes focus: its button is gone with the view.
  const drilled = useRef(false);
  useEffect(() => {
    const focus = drilled.current;
    drilled.current = false;
    const grid = box.current?.querySelector<HTMLElement>('.rbc-time-content');
    if (!grid) return;
    // The time grid scrolls: Tab reaches it (axe's scrollable-region-focusable), named by the period shown.
    grid.tabIndex = 0;
    grid.setAttribute('role', 'region');
    grid.setAttribute('aria-labelledby', 'calendar-period');
    grid.scrollTop = (grid.scrollHeight * scrollTo) / (24 * 60);
    if (focus) grid.focus();
  }, [scrollTo, period]);
  // The month's days are a grid to the arrow keys (as a date picker's): a day on, back, a week down or up, into
  // the next or last month at its edges, where the day is focused once that month shows.
  const toDay = useRef<string | null>(null);
  const dayButton = (day: string) => box.current?.querySelector<HTMLElement>(`[data-day="${day}"]`);
  useEffect(() => {
    // A frame later: a new month is drawn twice, first to measure how many meetings fit in a day, and that first
    // drawing's buttons are gone with it. The day is read then (keys pressed meanwhile may have moved it on), and
    // tried once: not drawn by then (another view chosen), it is let go, as it is by a user who has moved focus.
    const frame = requestAnimationFrame(() => {
      const day = toDay.current;
      const held = box.current;
      toDay.current = null;
      if (day && (document.activeElement === held || focusLost())) dayButton(day)?.focus();
      if (document.activeElement !== held) held?.removeAttribute('tabindex');
    });
    return () => cancelAnimationFrame(frame);
  }, [period]);
  const arrows = (e: KeyboardEvent) => {
    // While a month is drawn, keys go on from the day on its way (QA: held down, they were lost there).
    const pending = e.target === box.current ? toDay.current : null;
    const from = pending ?? (e.target as HTMLElement).dataset.day;
    const by = ARROWS[e.key];
    if (!from || !by) return;
    e.preventDefault();
    const day = dayjs(from).add(by, 'day');
    const key = formatDate(day, 'iso');
    const button = !pending && dayButton(key);
    if (button) return button.focus();
    // Keys keep coming to the calendar, not to the page, while the day's month is drawn: it takes focus for that
    // moment only (focusable otherwise, a click on it anywhere would focus it).
    const held = box.current!;
    held.tabIndex = -1;
    held.focus({ preventScroll: true });
    toDay.current = key;
    show({ date: day.toDate() });
  };
  const drillDown = (day: Date, to: View | null = Views.DAY) => {
    drilled.current = true;
    show({ view: to ?? undefined, date: day });
  };
  const components = useMemo(
    () => ({
      toolbar: CalendarToolbar,
      week: { header: DayHeading },
      day: { header: DayHeading },
      month: { event: MonthMeeting, dateHeader: MonthDay },
      agenda: { event: MeetingButton, time: AgendaTime },
      showMore: MoreInDay,
    }),
    [],
  );

  const move = ({ event, start, isAllDay }: EventInteractionArgs<CalendarItem>) => {
    if (!onMove) return;
    const was = dayjs(event.start);
    // A drop on a whole day (the month view) changes the day and keeps the time of day.
    const from =
      isAllDay || view === Views.MONTH
        ? dayjs(start).hour(was.hour()).minute(was.minute()).second(0).millisecond(0)
        : dayjs(start);
    onMove(event, from.toDate(), from.add(event.end.getTime() - event.start.getTime(), 'ms').toDate());
  };

  const select = ({ start, end, action }: SlotInfo) => {
    if (!onSelectSlot) return;
    // A whole day chosen in the month view starts at 10:00 that day; today, once 10:00 has passed, at the next whole
    // hour (an earlier day is in the past: the page refuses it).
    const next = dayjs(start).isSame(now, 'day') ? new Date(now).getHours() + 1 : 0;
    if (view === Views.MONTH) onSelectSlot(dayjs(start).hour(Math.max(10, next)).toDate());
    // A range dragged over the hours ends where the drag did; a click is one slot, and the form's hour applies.
    else onSelectSlot(start, action === 'select' ? end : undefined);
  };

  return (
    <Box
      ref={box}
      aria-busy={loading}
      onKeyDown={arrows}
      onFocus={(e) => {
        const day = e.target.dataset.day;
        if (day && day !== tabDay) setReached({ period, day });
      }}
      sx={{
        position: 'relative',
        // Focused only while a month is drawn under the arrow keys (arrows): no ring around the whole calendar.
        '&:focus': { outline: 'none' },
        // The agenda is a list: the page grows with it rather than scrolling a box of plain text (a scroll box
        // with nothing focusable in it cannot be scrolled by keyboard).
        height: view === Views.AGENDA ? 'auto' : { xs: 620, md: 'calc(100vh - 240px)' },
        minHeight: 560,
        '& .rbc-agenda-view': { overflow: 'visible', flex: '1 0 auto' },
        '& .rbc-today': { backgroundColor: 'rgba(37, 99, 235, 0.1)' },
        '& .rbc-event': { bgcolor: 'primary.main' },
        '& .rbc-event.calendar-event-past': { bgcolor: 'grey.600' },
        // The time grid's ring inside it: the view clips what lies outside.
        '& .rbc-time-content:focus-visible': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: -2,
        },
        // A month's meeting clips its button's own focus ring (one line, ellipsis): the event shows it inside.
        '& .rbc-event:has(:focus-visible)': { boxShadow: (t) => `inset 0 0 0 2px ${t.palette.common.white}` },
        // Room for an hour-long meeting's time (two lines in a week's column) and title in the week and day views.
        '& .rbc-timeslot-group': { minHeight: { xs: 64, sm: 72 } },
        // Meetings always have times (one past midnight stays in the time grid: showMultiDayTimes), so the
        // all-day row is empty; the library marks it up as a row outside any table (a critical axe finding).
        '& .rbc-time-header .rbc-allday-cell': { display: 'none' },
        // A phone's week has about 38 px a day: its headings wrap between weekday and date, and the hours take
        // a smaller type to leave the days more room.
        '& .rbc-time-header-cell .rbc-header': { whiteSpace: 'normal', overflowWrap: 'normal', px: 0 },
        '& .rbc-time-gutter, & .rbc-time-header-gutter': { fontSize: { xs: '0.7rem', sm: 'inherit' } },
        // There (a phone's week) a meeting shows the start of its title on one line, not a letter a line; tapping
        // it opens it. Its times are still in its name, read out (hidden from sight only). Its day, and any view
        // wider, show them, wrapping between the two times rather than ending in an ellipsis ("09:30 AM – 10:…").
        '& .rbc-time-view .rbc-event-label': {
          whiteSpace: 'normal',
          overflowWrap: 'normal',
          lineHeight: 1.25,
          mb: 0.25,
          ...(small && view === Views.WEEK && visuallyHidden),
        },
        '& .rbc-time-view .rbc-event-content': {
          fontSize: { xs: '0.7rem', sm: 'inherit' },
          whiteSpace: { xs: 'nowrap', sm: 'normal' },
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        },
        // The library lays a meeting out as a wrapping column: a title its times left no height for became a
        // column a few pixels wide at the card's edge. Under an hour the times and a title below them do not fit:
        // the title comes first on one line (whole in the tooltip and the name), and the times follow whole when
        // there is room (the gap puts them in a column past the card's edge otherwise).
        '& .rbc-time-view .rbc-event': { flexWrap: 'nowrap' },
        '& .rbc-time-view .rbc-event.calendar-event-short': { flexWrap: 'wrap', columnGap: 1 },
        '& .rbc-time-view .calendar-event-short .rbc-event-content': {
          order: -1,
          flex: 'none',
          height: 'auto',
          whiteSpace: 'nowrap',
        },
        '& .rbc-show-more': { color: 'primary.dark' },
        // A month's day number is a button: at least 24 px square to hit (it was the digits' 15 px, WCAG 2.5.8).
        '& .rbc-date-cell .rbc-button-link': { minWidth: 24, minHeight: 24, borderRadius: '50%' },
        '& .rbc-off-range': { color: 'text.secondary' },
        // A phone's month has about 43 px a day: the spec's labels (Tues, Thurs) fit in a smaller type.
        '& .rbc-month-view .rbc-header': { fontSize: { xs: '0.75rem', sm: '90%' }, px: { xs: 0, sm: '3px' } },
        // The library lower-cases agenda times; the spec's hh:mm A keeps AM and PM.
        '& .rbc-agenda-view table.rbc-agenda-table .rbc-agenda-time-cell': { textTransform: 'none' },
        '& .rbc-agenda-table td, & .rbc-agenda-table th': { px: 1 },
        // The date and time keep one line beside the title (wrapping between words, the table gave them their
        // narrowest width: a time took four lines at 1280 px). A phone wraps them between the two times only
        // (calendarFormats keeps each whole) instead of squeezing the event's title.
        '& .rbc-agenda-date-cell, & .rbc-agenda-time-cell': {
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          overflowWrap: 'normal',
        },
      }}
    >
      {/* Meetings on their way: said over the grid, which would otherwise read as a month with none. */}
      {loading && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 6,
            display: 'grid',
            bgcolor: 'rgba(255,255,255,0.6)',
            // Seen, not in the way: the toolbar's views and dates still take clicks.
            pointerEvents: 'none',
          }}
        >
          <PageLoader label="Loading meetings" />
        </Box>
      )}
      <OpenDay.Provider value={drillDown}>
        <TabDay.Provider value={tabDay}>
          <DnDCalendar
            localizer={localizer}
            events={items}
            views={CALENDAR_VIEWS}
            view={view}
            onView={(v) => show({ view: v })}
            date={date}
            onNavigate={(d) => show({ date: d })}
            onDrillDown={drillDown}
            formats={calendarFormats}
            messages={{
              noEventsInRange: loading
                ? 'Loading meetings…'
                : failed
                  ? 'Meetings could not be loaded.'
                  : 'There are no meetings in this range.',
            }}
            components={components}
            getNow={() => new Date(now)}
            scrollToTime={scrollToTime}
            showMultiDayTimes
            selectable={!!onSelectSlot}
            onSelectSlot={select}
            draggableAccessor={(e) => !!onMove && e.end.getTime() > now}
            resizable={false}
            onEventDrop={move}
            onSelectEvent={onOpen}
            onKeyPressEvent={(item, e) => {
              const { key, target, currentTarget } = e as unknown as KeyboardEvent;
              // A week or day view's meeting is the focused element itself; a month's is the button inside,
              // whose own click opens it.
              if (target !== currentTarget) return;
              if (key === 'Enter' || key === ' ') onOpen(item);
            }}
            eventPropGetter={(e) => ({
              className: [
                e.end.getTime() <= now && 'calendar-event-past',
                e.end.getTime() - e.start.getTime() < 3_600_000 && 'calendar-event-short',
              ]
                .filter(Boolean)
                .join(' '),
            })}
            // The week and day views put the times before the tooltip themselves; the month's has only the start (the
            // agenda shows none).
            tooltipAccessor={(e) =>
              view === Views.MONTH ? `${formatDate(e.start, 'timeUpper')} ${e.title}` : e.title
            }
          />
        </TabDay.Provider>
      </OpenDay.Provider>
    </Box>
  );
}
