import { useEffect, useRef, useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { ApiError } from '@/api/errors';
import { FormTextField } from '@/components/form/FormTextField';
import { refusedValues, type RefusedValues } from '@/components/form/refusedValues';
import { SubmitButton } from '@/components/form/SubmitButton';
import { emailField, text } from '@/lib/validation';
import { EmployerApi } from '@/state/employer/endpoints';
import type { InviteInput } from '@/state/employer/types';

export const ORG_ROLES = ['Recruiter', 'Hiring manager'];

/** The form's rules; an email the server refused as taken stays refused, with its message, until changed. */
const schemaFor = (taken: RefusedValues) =>
  yup.object({
    firstName: text('first name', { max: 50 }),
    lastName: text('last name', { max: 50 }),
    email: taken.rule(emailField()),
    role: yup.string().oneOf(ORG_ROLES),
  });

const EMPTY: InviteInput = { firstName: '', lastName: '', email: '', role: 'Recruiter' };

/**
 * An email refused as someone's already in the organization is refused no longer once the organization's people
 * change (that person removed): the field's message goes, and Send invite sends it.
 */
function ForgetWhenPeopleChange({ taken }: { taken: RefusedValues }) {
  const people = EmployerApi.useGetOrganizationUsersQuery().data;
  const { validateField } = useFormikContext();
  const seen = useRef(people);
  useEffect(() => {
    if (seen.current === people) return;
    seen.current = people;
    taken.forget();
    void validateField('email');
  }, [people, taken, validateField]);
  return null;
}

/** Invites a colleague into the organization (owner only). */
export function InviteForm() {
  const [inviteUser] = EmployerApi.useInviteUserMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [taken] = useState(refusedValues);
  const [schema] = useState(() => schemaFor(taken));
  return (
    <Formik
      initialValues={EMPTY}
      validationSchema={schema}
      onSubmit={async (values, { resetForm, setFieldError }) => {
        setError(null);
        // Sent without the spaces typed after them, as a name at signup (the page shows none; the name kept them).
        const result = await inviteUser({
          ...values,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim().toLowerCase(),
        });
        // Someone already in the organization (409) is the email's fault: said at the field, and again for that
        // email whenever the form checks it (a blur), until another is typed. Anything else is said above the form.
        const error = result.error as ApiError | undefined;
        if (error?.status === 409)
          taken.refuse(form.current, 'email', values.email, error.message, setFieldError);
        else if (error) setError(error.message ?? 'Error');
        else resetForm();
      }}
    >
      <Form noValidate aria-label="Invite a colleague" ref={form}>
        <ForgetWhenPeopleChange taken={taken} />
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
          {/* In one row where there is room for it (a wide window), the email twice a name's width: an address cut at 20
              letters could not be checked before sending. Narrower, one field under another. */}
          <FormTextField name="firstName" label="First name" sx={{ flex: { lg: '1 1 0' } }} />
          <FormTextField name="lastName" label="Last name" sx={{ flex: { lg: '1 1 0' } }} />
          <FormTextField name="email" label="Email" type="email" sx={{ flex: { lg: '2 1 0' } }} />
          <FormTextField name="role" label="Role" select sx={{ minWidth: 170, flex: { lg: '1 1 0' } }}>
            {ORG_ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </FormTextField>
          {/* Keeps its width and one line beside the fields, which share the rest (1280 px cut it). */}
          <SubmitButton
            fullWidth={false}
            // As tall as the fields beside it, so the two line up (a field's message goes below both).
            sx={{
              alignSelf: { lg: 'flex-start' },
              minHeight: { lg: 56 },
              whiteSpace: 'nowrap',
              flexShrink: 0,
            }}
          >
            Send invite
          </SubmitButton>
        </Stack>
      </Form>
    </Formik>
  );
}
