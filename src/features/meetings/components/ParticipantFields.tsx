import { useEffect } from 'react';
import { useField, useFormikContext } from 'formik';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectRequest } from '@/api/request-state';
import { fetchApplicantChoices, fetchJobChoices } from '@/state/meetings/api';
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
  const showError = meta.touched && !!meta.error;
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
      fullWidth
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
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
  const dispatch = useAppDispatch();
  const { values, setFieldValue } = useFormikContext<MeetingFormValues>();
  const jobs = useAppSelector((s) => s.meetings.jobChoices);
  const applicants = useAppSelector((s) =>
    values.jobId ? s.meetings.applicantChoices[values.jobId] : undefined,
  );
  const loadingApplicants = useAppSelector(
    (s) => selectRequest(s.meetings.requests, fetchApplicantChoices).isPending,
  );

  useEffect(() => {
    if (!jobLabel) void dispatch(fetchJobChoices());
  }, [dispatch, jobLabel]);
  useEffect(() => {
    if (!applicantLabel && values.jobId) void dispatch(fetchApplicantChoices(values.jobId));
  }, [dispatch, applicantLabel, values.jobId]);

  const noApplicants = !!values.jobId && !loadingApplicants && applicants?.length === 0;
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
