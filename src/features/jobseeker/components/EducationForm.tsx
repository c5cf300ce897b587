import { FormDraft } from '@/components/form/FormDraft';
import { clearDraft } from '@/lib/drafts';
import { Form, Formik, getIn } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import { FormCheckbox } from '@/components/form/FormCheckbox';
import { FormTextField } from '@/components/form/FormTextField';
import { endDateField, gpaField, startDateField, text } from '@/lib/validation';
import type { Education } from '@/state/auth/profileTypes';
import { DateField } from './DateField';
import { EntryList, toEntries } from './EntryList';
import { LookupField } from '@/components/form/LookupField';
import { LookupsApi } from '@/state/lookups';
import { SectionActions, type SectionProps } from './SectionActions';

const schema = yup.object({
  education: yup
    .array()
    .of(
      yup.object({
        institution: text('institution', { max: 120 }),
        degree: text('degree', { max: 120 }),
        fieldOfStudy: text('field of study', { max: 120 }),
        gpa: gpaField().nullable(),
        startDate: startDateField(),
        current: yup.boolean().nullable(),
        endDate: endDateField(),
      }),
    )
    .min(1, 'Add at least one school, college or university'),
});

const blank = (): Education => ({
  institution: '',
  degree: '',
  fieldOfStudy: '',
  gpa: '',
  startDate: '',
  endDate: '',
  current: false,
});

/** Sends what the user typed, tidied: no end date while current, an empty GPA as null. */
export const tidyEducation = (list: Education[]): Education[] =>
  list.map((e) => ({
    ...e,
    gpa: e.gpa === '' || e.gpa == null ? null : String(e.gpa).trim(),
    startDate: e.startDate || null,
    endDate: e.current ? null : e.endDate || null,
  }));

export function EducationForm({
  draftName,
  initial,
  onSave,
  submitLabel,
  onBack,
}: SectionProps<Education[]>) {
  return (
    <Formik
      initialValues={{ education: toEntries(initial, blank) }}
      validationSchema={schema}
      onSubmit={async (v) => {
        if (await onSave(tidyEducation(v.education))) clearDraft(draftName);
      }}
    >
      {({ values }) => (
        <Form noValidate aria-label="Education">
          <FormDraft name={draftName} />
          <EntryList
            name="education"
            noun="Education"
            newEntry={blank}
            renderEntry={(i) => {
              const at = (k: string) => `education.${i}.${k}`;
              return (
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
                  <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
                    <LookupField
                      name={at('institution')}
                      label="Institution"
                      useLookup={LookupsApi.useLookupUniversitiesQuery}
                      required
                    />
                  </Box>
                  <FormTextField name={at('degree')} label="Degree" required />
                  <FormTextField name={at('fieldOfStudy')} label="Field of study" required />
                  <FormTextField
                    name={at('gpa')}
                    label="GPA (optional)"
                    helperText="From 1 to 4, up to 2 decimals"
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                  <DateField name={at('startDate')} label="Start date" />
                  <DateField
                    name={at('endDate')}
                    label="End date"
                    disabled={!!getIn(values, at('current'))}
                  />
                  <FormCheckbox name={at('current')} label="I study here now" />
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
