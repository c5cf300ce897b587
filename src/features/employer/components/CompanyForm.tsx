import { Form, Formik } from 'formik';
import { FormDraft } from '@/components/form/FormDraft';
import * as yup from 'yup';
import Stack from '@mui/material/Stack';
import { paths } from '@/app/paths';
import { ChipsField, type ListFailure } from '@/components/form/ChipsField';
import { TermsCheckbox } from '@/components/form/TermsCheckbox';
import { FormTextField } from '@/components/form/FormTextField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { termsField, text, websiteField } from '@/lib/validation';
import { industryIds } from '@/state/employer/selectors';
import type { Company, CompanyInput, Industry } from '@/state/employer/types';

const schema = yup.object({
  companyName: text('company name', { max: 120 }),
  industries: yup.array().of(yup.number()).min(1, 'Please choose at least one industry'),
  website: websiteField(),
  description: text('description', { required: false, max: 1000 }),
  termsAndConditionsAccepted: termsField(),
});

/** The form's values for a saved company, or empty ones to create it. */
const valuesOf = (company: Company | null | undefined): CompanyInput =>
  company
    ? {
        companyName: company.companyName,
        industries: industryIds(company),
        website: company.website ?? '',
        description: company.description ?? '',
        termsAndConditionsAccepted: true,
      }
    : { companyName: '', industries: [], website: '', description: '', termsAndConditionsAccepted: false };

/** The company's details: used to create it during setup and to edit it (setup's Back, settings). */
export function CompanyForm({
  draftName,
  company,
  industries,
  industriesFailed,
  submitLabel,
  onSubmit,
}: {
  /** What is typed is kept under this name until saved (src/lib/drafts.ts). */
  draftName: string;
  /** The saved company to edit; none to create one. */
  company?: Company | null;
  industries: Industry[];
  /** The industries' call failed (the field says so, with Retry). */
  industriesFailed?: ListFailure | null;
  submitLabel: string;
  onSubmit: (values: CompanyInput) => Promise<unknown>;
}) {
  const initial = valuesOf(company);
  const editing = initial.termsAndConditionsAccepted;
  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={onSubmit} enableReinitialize>
      <Form noValidate>
        <FormDraft name={draftName} />
        <Stack spacing={2}>
          <FormTextField name="companyName" label="Company name" autoComplete="organization" />
          <ChipsField
            name="industries"
            label="Industries"
            options={industries}
            optionLabel={(o) => o.name}
            optionValue={(o) => o.id}
            helperText="Choose one or more."
            optionsFailed={industriesFailed}
          />
          <FormTextField name="website" label="Website (optional)" type="url" />
          <FormTextField
            name="description"
            label="About the company (optional)"
            multiline
            minRows={3}
            maxRows={12}
          />
          {!editing && <TermsCheckbox termsHref={paths.termsConditions} />}
          <SubmitButton fullWidth={false} sx={{ alignSelf: 'flex-start' }}>
            {submitLabel}
          </SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
