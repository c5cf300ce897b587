import { Fragment, useState } from 'react';
import { useFormikContext } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { DATE_FORMATS, formatTimeRange, instantRange, TIME_INPUT_FORMAT } from '@/lib/dates';
import { useApplicantAvailability } from '@/state/meetings/choices';
import { MeetingsApi } from '@/state/meetings/endpoints';
import { formatDay, meetingTitle, overlapping, withinAvailability } from '@/state/meetings/selectors';
import { nextFreeStart } from '../freeTime';
import { useNow } from './useNow';
import type { MeetingFormValues } from '../meetingForm';
import { personName } from '@/lib/names';

/**
 * What the employer should know before booking, without stopping them: the time is outside the applicant's
 * weekly availability, or it overlaps one of their own meetings, with the next time from it that is neither, to
 * take in one press (said once taken: focus goes to the date, and the times change too). Nothing while the time
 * fields are in error.
 */
export function SchedulingNotes({ editingId }: { editingId?: number }) {
  const { values, errors, setValues } = useFormikContext<MeetingFormValues>();
  const { startTime, endTime } = instantRange(values.date, values.start, values.end);
  const { data: meetings = [] } = MeetingsApi.useGetMeetingsQuery();
  const applicant = useApplicantAvailability(values.jobId, values.jobSeekerId);
  const now = useNow(60_000);
  const [taken, setTaken] = useState<{ values: string; said: string } | null>(null);
  const inError = !startTime || !!errors.date || !!errors.start || !!errors.end;
  const clashes = inError ? [] : overlapping(meetings, startTime, endTime, editingId);
  const available = inError ? undefined : withinAvailability(applicant?.availableTime, startTime, endTime);
  const minutes = dayjs(endTime).diff(startTime, 'minute');
  const noted = available === false || clashes.length > 0;
  const free = noted
    ? nextFreeStart({
        slots: applicant?.availableTime,
        meetings,
        after: Date.parse(startTime),
        now,
        minutes,
        exceptId: editingId,
      })
    : undefined;
  // A time in error is not the meeting that would be booked (an end before the start reads as the next day:
  // 14:00 to 13:00 would be noted as 23 hours over other meetings), so there is nothing to note yet.
  if (inError) return null;

  const name = applicant ? personName(applicant) : '';
  const freeEnd = free && dayjs(free).add(minutes, 'minute');
  const shown = `${values.date} ${values.start} ${values.end}`;
  // Each slot is kept on one line, in the 12-hour times the applicant's profile shows ('Mon 9:00 am – 5:00 pm').
  const slots = (applicant?.availableTime ?? []).map((s, i) => (
    <Fragment key={i}>
      {i > 0 && ', '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {s.day} {formatTimeRange(`2000-01-01T${s.startTime}`, `2000-01-01T${s.endTime}`)}
      </Box>
    </Fragment>
  ));
  return (
    <>
      {available === false && (
        <Alert severity="warning" role="status">
          This is outside {name || 'the applicant'}’s availability: {slots}.
        </Alert>
      )}
      {clashes.length > 0 && (
        <Alert severity="warning" role="status">
          This overlaps {meetingTitle(clashes[0])} (
          {formatTimeRange(clashes[0].meetingDto.startTime, clashes[0].meetingDto.endTime)})
          {clashes.length > 1 ? ` and ${clashes.length - 1} more` : ''}.
        </Alert>
      )}
      {free && freeEnd && (
        <Box>
          <Button
            size="small"
            onClick={(e) => {
              const next = {
                date: dayjs(free).format(DATE_FORMATS.iso),
                start: dayjs(free).format(TIME_INPUT_FORMAT),
                end: freeEnd.format(TIME_INPUT_FORMAT),
              };
              setTaken({
                values: `${next.date} ${next.start} ${next.end}`,
                said: `${formatDay(free)}, ${formatTimeRange(free, freeEnd)}`,
              });
              // The button goes with the notes: focus goes to the date it set.
              (e.currentTarget.form?.elements.namedItem('date') as HTMLElement | null)?.focus();
              void setValues({ ...values, ...next });
            }}
          >
            Use the next free time: {formatDay(free)}, {formatTimeRange(free, freeEnd)}
          </Button>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" role="status">
        {!noted && taken?.values === shown ? `Moved to ${taken.said}.` : ''}
      </Typography>
    </>
  );
}
