import { FormDraft } from '@/components/form/FormDraft';
import { clearDraft } from '@/lib/drafts';
import { Form, Formik, getIn } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import { FormCheckbox } from '@/components/form/FormCheckbox';
import { FormTextField } from '@/components/form/FormTextField';
import { endDateField, startDateField, text, todayIso } from '@/lib/validation';
import type { WorkExperience } from '@/state/auth/profileTypes';
import { DateField } from './DateField';
import { EntryList, toEntries } from './EntryList';
import { LookupField } from '@/components/form/LookupField';
import { LookupsApi } from '@/state/lookups';
import { SectionActions, type SectionProps } from './SectionActions';

export const workSchema = yup.object({
  workExperience: yup
    .array()
    .of(
      yup.object({
        title: text('job title', { max: 120 }),
        employer: text('employer', { max: 120 }),
        location: text('location', { required: false, max: 200 }).nullable(),
        startDate: startDateField({ required: true }),
        current: yup.boolean().nullable(),
        // A job that ended years from now is a slip of the year, or a job still held (QA).
        endDate: endDateField().test(
          'not-in-future',
          'End date cannot be in the future: if you still work here, choose “I work here now”',
          function (v) {
            return !!this.parent.current || !v || v <= todayIso();
          },
        ),
        description: text('description', { required: false, max: 1000 }).nullable(),
      }),
    )
    .min(1, 'Add at least one job'),
});

const blank = (): WorkExperience => ({
  title: '',
  employer: '',
  location: '',
  startDate: '',
  endDate: '',
  current: false,
  description: '',
});

export const tidyWork = (list: WorkExperience[]): WorkExperience[] =>
  list.map((w) => ({ ...w, startDate: w.startDate || null, endDate: w.current ? null : w.endDate || null }));

export function WorkExperienceForm({
  draftName,
  initial,
  onSave,
  submitLabel,
  onBack,
}: SectionProps<WorkExperience[]>) {
  return (
    <Formik
      initialValues={{ workExperience: toEntries(initial, blank) }}
      validationSchema={workSchema}
      onSubmit={async (v) => {
        if (await onSave(tidyWork(v.workExperience))) clearDraft(draftName);
      }}
    >
      {({ values }) => (
        <Form noValidate aria-label="Work experience">
          <FormDraft name={draftName} />
          <EntryList
            name="workExperience"
            noun="Job"
            newEntry={blank}
            renderEntry={(i) => {
              const at = (k: string) => `workExperience.${i}.${k}`;
              return (
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
                  <FormTextField name={at('title')} label="Job title" required />
                  <FormTextField name={at('employer')} label="Employer" required />
                  <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
                    <LookupField
                      name={at('location')}
                      label="Location"
                      useLookup={LookupsApi.useLookupAddressQuery}
                    />
                  </Box>
                  <DateField name={at('startDate')} label="Start date" required />
                  <DateField
                    name={at('endDate')}
                    label="End date"
                    disabled={!!getIn(values, at('current'))}
                  />
                  <FormCheckbox name={at('current')} label="I work here now" />
                  <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
                    <FormTextField
                      name={at('description')}
                      label="What you did (optional)"
                      multiline
                      minRows={2}
                      // A long paste scrolls inside the box: the field's message stays beside it, not pages below.
                      maxRows={10}
                      fullWidth
                    />
                  </Box>
                </Box>
              );
            }}
          />
          <SectionActions submitLabel={submitLabel} onBack={onBack} />
        </Form>
      )}
    </Formik>
  );
}
