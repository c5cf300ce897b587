import { useField, useFormikContext } from 'formik';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApplicantChoices, useJobChoices } from '@/state/meetings/choices';
import type { MeetingFormValues } from '../meetingForm';
import type { Choice } from '@/state/meetings/types';

function ChoiceSelect({
  name,
  label,
  options,
  disabled,
  helperText,
  onPicked,
}: {
  name: 'jobId' | 'jobSeekerId';
  label: string;
  options: Choice[];
  disabled?: boolean;
  helperText?: string;
  onPicked?: () => void;
}) {
  const [field, meta, helpers] = useField<number | ''>(name);
  // A field that cannot be filled yet keeps saying why ('Choose a job first'): the field it waits for says
  // what is missing.
  const showError = meta.touched && !!meta.error && !disabled;
  return (
    <TextField
      select
      id={name}
      name={name}
      label={label}
      value={options.some((o) => o.id === field.value) ? field.value : ''}
      onChange={(e) => {
        void helpers.setValue(Number(e.target.value));
        onPicked?.();
      }}
      onBlur={() => void helpers.setTouched(true)}
      disabled={disabled}
      error={showError}
      helperText={showError ? meta.error : helperText}
      // Why the field is disabled ('Choose a job first') is read, so it keeps readable contrast.
      slotProps={{
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
        // The choice made shows whole, wrapping, as in its list: cut short, a job's place was lost (QA at 360 px).
        select: { SelectDisplayProps: { style: { whiteSpace: 'normal' } } },
      }}
      fullWidth
    >
      {options.map((o) => (
        // A long title and place wrap on a phone rather than run past the menu's edge (QA at 360 px).
        <MenuItem key={o.id} value={o.id} sx={{ whiteSpace: 'normal' }}>
          {o.detail ? `${o.label} · ${o.detail}` : o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Who and what the meeting is for: shown as text when given (or when editing), otherwise chosen from the
 * employer's jobs and then that job's applicants.
 */
export function ParticipantFields({
  jobLabel,
  applicantLabel,
}: {
  jobLabel?: string;
  applicantLabel?: string;
}) {
  const { values, setFieldValue } = useFormikContext<MeetingFormValues>();
  const jobs = useJobChoices(!!jobLabel);
  const applicants = useApplicantChoices(!applicantLabel && values.jobId ? values.jobId : null);

  const noApplicants = !!values.jobId && applicants?.length === 0;
  return (
    <>
      {jobLabel ? (
        <Typography>
          <strong>Job:</strong> {jobLabel}
        </Typography>
      ) : (
        <ChoiceSelect
          name="jobId"
          label="Job"
          options={jobs}
          onPicked={() => {
            if (!applicantLabel) void setFieldValue('jobSeekerId', '', false);
          }}
        />
      )}
      {applicantLabel ? (
        <Typography>
          <strong>Applicant:</strong> {applicantLabel}
        </Typography>
      ) : (
        <ChoiceSelect
          name="jobSeekerId"
          label="Applicant"
          options={applicants ?? []}
          disabled={!values.jobId || noApplicants}
          helperText={
            !values.jobId
              ? 'Choose a job first'
              : noApplicants
                ? 'Nobody has applied to this job yet'
                : undefined
          }
        />
      )}
    </>
  );
}
