import { useState } from 'react';
import { useFormikContext } from 'formik';
import Stack from '@mui/material/Stack';
import { FormTextField } from '@/components/form/FormTextField';
import { formatDate, instantRange } from '@/lib/dates';
import { inYourZone } from '../meetingMessages';
import { endAfterStartChange, endsNextDay, lastMeetingDate, type MeetingFormValues } from '../meetingForm';

const shrink = { inputLabel: { shrink: true } };

/** Date, start and end (the end follows the start, one hour later, until set by hand) and notes. */
export function TimeFields() {
  const { values, setValues } = useFormikContext<MeetingFormValues>();
  // The date picker offers no day past the last the form takes (a typed one is told so at the field).
  const [lastDate] = useState(() => lastMeetingDate(Date.now()));
  const { startTime, endTime } = instantRange(values.date, values.start, values.end);
  const endHelp = endTime
    ? `Ends ${endsNextDay(values) ? `the next day, ${formatDate(endTime, 'weekdayMonthDay')}, ` : ''}at ${formatDate(endTime, 'time')}`
    : undefined;
  return (
    <>
      <FormTextField
        name="date"
        label="Date"
        type="date"
        slotProps={{ ...shrink, htmlInput: { max: lastDate } }}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="start"
          label="Start time"
          type="time"
          slotProps={shrink}
          fullWidth
          // Which clock the times are on: the other side may be in another zone.
          helperText={`Times are ${inYourZone(startTime || undefined)}`}
          onChange={(e) =>
            void setValues({
              ...values,
              start: e.target.value,
              end: endAfterStartChange(values, e.target.value),
            })
          }
        />
        <FormTextField
          name="end"
          label="End time"
          type="time"
          slotProps={shrink}
          fullWidth
          helperText={endHelp}
        />
      </Stack>
      <FormTextField name="notes" label="Notes" multiline minRows={3} maxRows={8} fullWidth />
    </>
  );
}
