import { FormDraft } from '@/components/form/FormDraft';
import { clearDraft } from '@/lib/drafts';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { BasicInfo, YesNoUndisclosed } from '@/state/auth/profileTypes';
import { RadioField } from './RadioField';
import { SectionActions, type SectionProps } from './SectionActions';

type SelfId = Pick<BasicInfo, 'isSponsorshipRequired' | 'disability' | 'ethnicity' | 'protectedVeteran'>;

export const PREFER_NOT = 'PREFER_NOT_TO_SAY';
const YES_NO_DECLINE = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
  { value: PREFER_NOT, label: 'Prefer not to say' },
];
export const ETHNICITIES = [
  'American Indian or Alaska Native',
  'Asian',
  'Black or African American',
  'Hispanic or Latino',
  'Native Hawaiian or Other Pacific Islander',
  'White',
  'Two or more races',
];

// Choices, not text: 'choose', where a text field's message says 'enter' (QA: 'Please enter' read oddly for Yes/No).
const ANSWER = 'Please choose an answer, or Prefer not to say';
const schema = yup.object({
  sponsorship: yup.string().required('Please choose whether you need sponsorship'),
  disability: yup.string().required(ANSWER),
  ethnicity: yup.string().required(ANSWER),
  protectedVeteran: yup.string().required(ANSWER),
});

/** Step 6 of setup: sponsorship, and the voluntary self-identification questions. */
export function SelfIdentificationForm({
  draftName,
  initial,
  onSave,
  submitLabel,
  onBack,
}: SectionProps<SelfId>) {
  const sponsorship =
    initial.isSponsorshipRequired == null ? '' : initial.isSponsorshipRequired ? 'YES' : 'NO';
  return (
    <Formik
      initialValues={{
        sponsorship,
        disability: initial.disability ?? '',
        ethnicity: initial.ethnicity ?? '',
        protectedVeteran: initial.protectedVeteran ?? '',
      }}
      validationSchema={schema}
      onSubmit={async (v) => {
        const saved = await onSave({
          isSponsorshipRequired: v.sponsorship === 'YES',
          disability: v.disability as YesNoUndisclosed,
          ethnicity: v.ethnicity,
          protectedVeteran: v.protectedVeteran as YesNoUndisclosed,
        });
        if (saved) clearDraft(draftName);
      }}
    >
      <Form noValidate aria-label="Work authorization and self-identification">
        <FormDraft name={draftName} />
        <Box sx={{ display: 'grid', gap: 3 }}>
          <RadioField
            name="sponsorship"
            label="Will you now or in the future need visa sponsorship to work?"
            options={YES_NO_DECLINE.slice(0, 2)}
          />
          {/* A note to read with the form, not an alert that cuts off the step's heading as it is announced. */}
          <Alert severity="info" role="note">
            The questions below are voluntary. Your answers are kept private and never affect how employers
            see you; choose “Prefer not to say” for any of them.
          </Alert>
          <RadioField name="disability" label="Do you have a disability?" options={YES_NO_DECLINE} />
          <RadioField
            name="ethnicity"
            label="Ethnicity"
            options={[
              ...ETHNICITIES.map((e) => ({ value: e, label: e })),
              { value: PREFER_NOT, label: 'Prefer not to say' },
            ]}
          />
          <RadioField name="protectedVeteran" label="Are you a protected veteran?" options={YES_NO_DECLINE} />
        </Box>
        <SectionActions submitLabel={submitLabel} onBack={onBack} />
      </Form>
    </Formik>
  );
}
