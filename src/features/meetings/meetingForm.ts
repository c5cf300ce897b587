import dayjs from 'dayjs';
import * as yup from 'yup';
import { VALIDATION } from '@/lib/messages';
import { text } from '@/lib/validation';
import { addOneHour, DATE_FORMATS, formatDate, instantRange, TIME_INPUT_FORMAT } from '@/lib/dates';
import type { Meeting, MeetingInput } from '@/state/meetings/types';
import { MAX_MEETING_HOURS, MEETING_FORM_MESSAGES } from './meetingMessages';
import type { useAppDispatch } from '@/app/hooks';
import { MeetingsApi } from '@/state/meetings/endpoints';

export interface MeetingFormValues {
  jobId: number | '';
  jobSeekerId: number | '';
  date: string;
  start: string;
  end: string;
  notes: string;
}

/**
 * Where the form starts: the meeting being edited, a calendar slot (or a range dragged within one day), or the next
 * whole hour.
 */
export function initialMeetingValues(
  opts: {
    meeting?: Meeting;
    defaultStart?: string;
    defaultEnd?: string;
    jobId?: number;
    jobSeekerId?: number;
  },
  now = new Date(),
): MeetingFormValues {
  const dto = opts.meeting?.meetingDto;
  const start = dayjs(dto?.startTime ?? opts.defaultStart ?? dayjs(now).add(1, 'hour').startOf('hour'));
  const startTime = start.format(TIME_INPUT_FORMAT);
  const rangeEnd = opts.defaultEnd && dayjs(opts.defaultEnd);
  const end = dto
    ? dayjs(dto.endTime).format(TIME_INPUT_FORMAT)
    : rangeEnd && rangeEnd.isSame(start, 'day') && rangeEnd.isAfter(start)
      ? rangeEnd.format(TIME_INPUT_FORMAT)
      : addOneHour(startTime);
  return {
    jobId: dto?.jobId ?? opts.jobId ?? '',
    jobSeekerId: dto?.jobSeekerId ?? opts.jobSeekerId ?? '',
    date: start.format(DATE_FORMATS.iso),
    start: startTime,
    end,
    notes: dto?.notes ?? '',
  };
}

/** Moving the start keeps the meeting's length, as calendars do (an hour while there is no end to measure). */
export function endAfterStartChange(
  { start, end }: Pick<MeetingFormValues, 'start' | 'end'>,
  nextStart: string,
) {
  const at = (time: string) => dayjs(`2000-01-01T${time}`);
  const length = start && end ? (at(end).diff(at(start), 'minute') + 1440) % 1440 : 60;
  return nextStart && at(nextStart).add(length, 'minute').format(TIME_INPUT_FORMAT);
}

/** A time the clocks skip that day (2:30 am when they go forward at 2:00): no instant is it. */
export const SKIPPED = 'There is no such time on this day: the clocks go forward. Choose another time';

/** Whether a local time is on the day's clock: not one the clocks skip (2:30 am as they go forward at 2:00). */
const onClock = (date: string | undefined, time: string | undefined) =>
  !date ||
  !time ||
  !dayjs(`${date}T${time}`).isValid() ||
  dayjs(`${date}T${time}`).format(TIME_INPUT_FORMAT) === time;

/** A date years ahead is a slip of the year (2099 for 2026), not a plan (the calendar never says it: kept here). */
export const TOO_FAR = 'Choose a date within the next year';

/** The last day a meeting may be on (YYYY-MM-DD): a year from today. */
export const lastMeetingDate = (now: number) => dayjs(now).add(1, 'year').format(DATE_FORMATS.iso);

/** A meeting under way may still be edited (notes, a later end): its end must not have passed. */
export const ENDED = 'Choose an end time in the future';

/**
 * The form's rules. `kept` is the edited meeting's own date and start: a start left as it was may be past (the
 * meeting is under way); a new start, or a moved one, must be in the future.
 */
export function meetingSchema(
  now: () => number = Date.now,
  kept?: Pick<MeetingFormValues, 'date' | 'start'>,
) {
  return yup.object({
    jobId: yup.mixed().test('job', VALIDATION.required('job'), (v) => v !== '' && v != null),
    jobSeekerId: yup
      .mixed()
      .test('applicant', VALIDATION.required('applicant'), (v) => v !== '' && v != null),
    date: yup
      .string()
      .required(VALIDATION.required('date'))
      .test('near', TOO_FAR, (date) => !date || date <= lastMeetingDate(now())),
    start: yup
      .string()
      .required(VALIDATION.required('start time'))
      .test('exists', SKIPPED, function (start) {
        return onClock(this.parent.date, start);
      })
      .test('future', MEETING_FORM_MESSAGES.past, function (start) {
        const { startTime } = instantRange(this.parent.date, start, start);
        const unchanged = kept?.date === this.parent.date && kept?.start === start;
        return !startTime || unchanged || Date.parse(startTime) > now();
      }),
    end: yup
      .string()
      .required(VALIDATION.required('end time'))
      .test('exists', SKIPPED, function (end) {
        // On the day it ends: an end at or before the start is the next day's (instantRange).
        const { date, start } = this.parent as MeetingFormValues;
        const next = date && endsNextDay({ start, end: end ?? '' });
        return onClock(next ? dayjs(date).add(1, 'day').format(DATE_FORMATS.iso) : date, end);
      })
      .test('length', MEETING_FORM_MESSAGES.tooLong, function (end) {
        const { startTime, endTime } = instantRange(this.parent.date, this.parent.start, end);
        // A start the clocks skip is said at the start (its hour moved on made the meeting read 24 hours long).
        if (!startTime || !onClock(this.parent.date, this.parent.start)) return true;
        if (Date.parse(endTime) - Date.parse(startTime) > MAX_MEETING_HOURS * 3600000)
          return endsNextDay({ start: this.parent.start, end })
            ? this.createError({ message: MEETING_FORM_MESSAGES.endBeforeStart })
            : false;
        return Date.parse(endTime) > now() || this.createError({ message: ENDED });
      }),
    notes: text('notes', { required: false, max: 1000 }),
  });
}

/** The form as the call's body. */
export function toMeetingInput(values: MeetingFormValues, topic: string): MeetingInput {
  return {
    topic,
    ...instantRange(values.date, values.start, values.end),
    notes: values.notes.trim(),
    jobId: Number(values.jobId),
    jobSeekerId: Number(values.jobSeekerId),
  };
}

/** Whether the end time falls on the next day (a meeting across midnight). */
export const endsNextDay = (v: Pick<MeetingFormValues, 'start' | 'end'>) =>
  !!v.start && !!v.end && v.end <= v.start;

/**
 * When the job seeker's interview for the job, booked and not ended at `at`, starts ('Monday, November 30 at
 * 10:00 am'); none if there is none or the meetings could not be read. For a Not a Match, which does not cancel it.
 */
export async function bookedInterview(
  dispatch: ReturnType<typeof useAppDispatch>,
  jobId: number,
  jobSeekerId: number,
  at: number,
) {
  const read = dispatch(MeetingsApi.endpoints.getMeetings.initiate());
  const { data } = await read;
  read.unsubscribe();
  const start = data?.find(
    ({ meetingDto: m }) => m.jobId === jobId && m.jobSeekerId === jobSeekerId && Date.parse(m.endTime) > at,
  )?.meetingDto.startTime;
  return start && `${formatDate(start, 'weekdayMonthDay')} at ${formatDate(start, 'time')}`;
}
