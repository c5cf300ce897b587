import { FormDraft } from '@/components/form/FormDraft';
import { clearDraft } from '@/lib/drafts';
import { Form, Formik } from 'formik';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { FormCheckbox } from '@/components/form/FormCheckbox';
import { FormTextField } from '@/components/form/FormTextField';
import { VALIDATION } from '@/lib/messages';
import { WEEKDAYS, type AvailableSlot, type Weekday } from '@/state/auth/profileTypes';
import { SectionActions, type SectionProps } from './SectionActions';

type Day = { on: boolean; startTime: string; endTime: string };
type Values = Record<Weekday, Day>;

export const NEED_A_DAY = 'Choose at least one day you are available';

const toValues = (slots: AvailableSlot[]): Values =>
  Object.fromEntries(
    WEEKDAYS.map((d) => {
      const s = slots.find((x) => x.day === d);
      return [d, { on: !!s, startTime: s?.startTime ?? '09:00', endTime: s?.endTime ?? '17:00' }];
    }),
  ) as Values;

/** Step 5 of setup: the weekdays and hours the job seeker is available. */
export function AvailabilityForm({
  draftName,
  initial,
  onSave,
  submitLabel,
  onBack,
}: SectionProps<AvailableSlot[]>) {
  return (
    <Formik<Values>
      initialValues={toValues(initial)}
      validate={(v) => {
        const errors: Record<string, unknown> = {};
        for (const d of WEEKDAYS) {
          const { on, startTime, endTime } = v[d];
          if (!on) continue;
          // An empty time is asked for at its own field; the order is checked once both are there.
          if (!startTime || !endTime)
            errors[d] = {
              ...(!startTime && { startTime: VALIDATION.required('start time') }),
              ...(!endTime && { endTime: VALIDATION.required('end time') }),
            };
          else if (endTime <= startTime) errors[d] = { endTime: 'End time must be after the start time' };
        }
        if (!WEEKDAYS.some((d) => v[d].on)) errors.none = NEED_A_DAY;
        return errors;
      }}
      onSubmit={async (v) => {
        const saved = await onSave(
          WEEKDAYS.filter((d) => v[d].on).map((day) => ({
            day,
            startTime: v[day].startTime,
            endTime: v[day].endTime,
          })),
        );
        if (saved) clearDraft(draftName);
      }}
    >
      {({ values, errors, submitCount }) => {
        // No day ticked: said once, above the days, and every day's box is invalid and described by it, so a
        // refused submit moves focus to the first day (SubmitButton) and a screen reader says why.
        const noDay = submitCount > 0 && !!(errors as Record<string, string>).none;
        return (
          <Form noValidate aria-label="Availability">
            <FormDraft name={draftName} />
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              When can employers reach you or schedule interviews?
            </Typography>
            {noDay && (
              <FormHelperText error id="no-day" sx={{ mt: -1, mb: 1 }}>
                {NEED_A_DAY}
              </FormHelperText>
            )}
            <Box sx={{ display: 'grid', gap: 1 }}>
              {WEEKDAYS.map((d) => (
                <Box
                  key={d}
                  sx={{
                    display: 'grid',
                    gap: 2,
                    alignItems: 'center',
                    gridTemplateColumns: { xs: '1fr 1fr', sm: '140px 1fr 1fr' },
                  }}
                >
                  <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                    <FormCheckbox name={`${d}.on`} label={d} errorShownAt={noDay ? 'no-day' : undefined} />
                  </Box>
                  <FormTextField
                    name={`${d}.startTime`}
                    label={`${d} from`}
                    type="time"
                    size="small"
                    disabled={!values[d].on}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <FormTextField
                    name={`${d}.endTime`}
                    label={`${d} until`}
                    type="time"
                    size="small"
                    disabled={!values[d].on}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                </Box>
              ))}
            </Box>
            <SectionActions submitLabel={submitLabel} onBack={onBack} />
          </Form>
        );
      }}
    </Formik>
  );
}
