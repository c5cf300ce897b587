import { Form, Formik, useField } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { FormDraft } from '@/components/form/FormDraft';
import { describedByError, FormTextField } from '@/components/form/FormTextField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { JOB_TYPE_LABEL, JOB_TYPES, WORK_ARRANGEMENTS } from '@/state/jobs/types';
import { jobSchema, type JobFormValues } from '../jobForm';
import { ChipsField, listFailure } from '@/components/form/ChipsField';
import { LookupField } from '@/components/form/LookupField';
import { LookupsApi } from '@/state/lookups';

const NO_OPTIONS: string[] = [];

function ArrangementsField() {
  const [field, meta, helpers] = useField<string[]>('workArrangements');
  const showError = meta.touched && !!meta.error;
  const value = field.value ?? [];
  const errorId = 'workArrangements-error';
  return (
    <FormControl component="fieldset" error={showError}>
      <FormLabel component="legend">Work arrangements</FormLabel>
      <FormGroup row>
        {WORK_ARRANGEMENTS.map((a) => (
          <FormControlLabel
            key={a}
            label={a}
            control={
              <Checkbox
                checked={value.includes(a)}
                slotProps={{ input: describedByError(showError ? errorId : undefined) }}
                onChange={(e) => {
                  void helpers.setTouched(true, false);
                  void helpers.setValue(e.target.checked ? [...value, a] : value.filter((x) => x !== a));
                }}
              />
            }
          />
        ))}
      </FormGroup>
      {/* A line kept for the error, so that it moves nothing below (the Post job button above all). */}
      <FormHelperText id={errorId}>{showError ? (meta.error as string) : ' '}</FormHelperText>
    </FormControl>
  );
}

/** A job's fields (posting, editing, duplicating, and editing a bulk row). */
export function JobForm({
  draftName,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  /** What is typed is kept under this name until saved (src/lib/drafts.ts). */
  draftName: string;
  initial: JobFormValues;
  submitLabel: string;
  onSubmit: (values: JobFormValues) => Promise<unknown>;
  /** Leaves without saving (an edit, a duplicate): the page drops the draft and goes back. */
  onCancel?: () => void;
}) {
  // Each list is its own call: a failure is said at its field, with its Retry.
  const tags = LookupsApi.useGetTagOptionsQuery();
  const qualifications = LookupsApi.useGetQualificationOptionsQuery();
  const benefits = LookupsApi.useGetBenefitOptionsQuery();
  return (
    <Formik initialValues={initial} validationSchema={jobSchema} onSubmit={onSubmit} enableReinitialize>
      <Form noValidate aria-label="Job details">
        <FormDraft name={draftName} />
        <Stack spacing={2.5}>
          <FormTextField name="title" label="Job title" />
          <FormTextField name="description" label="Description" multiline minRows={5} maxRows={16} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField name="jobType" label="Job type" select sx={{ flex: { sm: '0 0 200px' } }}>
              {JOB_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {JOB_TYPE_LABEL[t]}
                </MenuItem>
              ))}
            </FormTextField>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <LookupField
                name="location"
                label="Location"
                hint="City, state or full address"
                useLookup={LookupsApi.useLookupAddressQuery}
                minLength={2}
              />
            </Box>
          </Stack>
          <ArrangementsField />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField name="payMin" label="Minimum pay (USD)" inputMode="decimal" />
            <FormTextField name="payMax" label="Maximum pay (USD)" inputMode="decimal" />
            <FormTextField name="payPeriod" label="Per" select sx={{ flex: { sm: '0 0 140px' } }}>
              <MenuItem value="year">Year</MenuItem>
              <MenuItem value="hour">Hour</MenuItem>
            </FormTextField>
          </Stack>
          <ChipsField
            name="tags"
            label="Tags"
            options={tags.data ?? NO_OPTIONS}
            helperText="Skills and areas the job covers."
            optionsFailed={listFailure(tags)}
          />
          <ChipsField
            name="keyQualifications"
            label="Key qualifications"
            options={qualifications.data ?? NO_OPTIONS}
            optionsFailed={listFailure(qualifications)}
          />
          <ChipsField
            name="benefits"
            label="Benefits"
            options={benefits.data ?? NO_OPTIONS}
            optionsFailed={listFailure(benefits)}
          />
          <Stack direction="row" spacing={1}>
            <SubmitButton fullWidth={false}>{submitLabel}</SubmitButton>
            {onCancel && <Button onClick={onCancel}>Cancel</Button>}
          </Stack>
        </Stack>
      </Form>
    </Formik>
  );
}
