import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormDraft } from '@/components/form/FormDraft';
import { SubmitButton } from '@/components/form/SubmitButton';
import { clearDraft } from '@/lib/drafts';
import { useJobChoices } from '@/state/meetings/choices';
import { useScheduleInterviewMutation, useUpdateMeetingMutation } from '@/state/meetings/endpoints';
import { initialMeetingValues, meetingSchema, toMeetingInput } from '../meetingForm';
import type { Meeting } from '@/state/meetings/types';
import { ParticipantFields } from './ParticipantFields';
import { TimeFields } from './TimeFields';

/**
 * The one scheduling dialog (public entry point of the meetings feature): used from applicant review,
 * the applicant profile, the meetings list and the calendar. Date, start time (the end defaults to one
 * hour later), notes. For an applicant it records SCHEDULED (POST /user-jobs) and creates the meeting
 * (POST /zoom/meeting); with `meeting` it edits (PUT /zoom/meeting).
 */
export interface ScheduleMeetingDialogProps {
  open: boolean;
  onClose: () => void;
  onScheduled?: (meeting: Meeting) => void;
  jobSeeker?: { id: number; name: string };
  job?: { id: number; title: string };
  /** Edit this meeting instead of creating one. */
  meeting?: Meeting;
  /** ISO date-time to start from (a calendar slot). */
  defaultStart?: string;
}

export default function ScheduleMeetingDialog({
  open,
  onClose,
  onScheduled,
  jobSeeker,
  job,
  meeting,
  defaultStart,
}: ScheduleMeetingDialogProps) {
  // The job choices ParticipantFields offers (the same cache entry), for the new meeting's topic.
  const jobChoices = useJobChoices(!open || !!job || !!meeting);
  const [scheduleInterview] = useScheduleInterviewMutation();
  const [updateMeeting] = useUpdateMeetingMutation();
  const [error, setError] = useState<string | null>(null);
  const dto = meeting?.meetingDto;
  const schema = useMemo(() => meetingSchema(), []);
  const initialValues = useMemo(
    () => initialMeetingValues({ meeting, defaultStart, jobId: job?.id, jobSeekerId: jobSeeker?.id }),
    [meeting, defaultStart, job?.id, jobSeeker?.id],
  );
  // One draft per meeting, or per new meeting with one applicant for one job; the clock's default start is
  // not part of what it was typed over.
  const draftName = dto ? `meeting:${dto.id}` : `meeting:new:${job?.id ?? ''}:${jobSeeker?.id ?? ''}`;
  const baseline = dto ?? { defaultStart: defaultStart ?? null };
  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="schedule-meeting-title" fullWidth maxWidth="sm">
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          setError(null);
          const title = job?.title ?? jobChoices.find((j) => j.id === values.jobId)?.label;
          const input = toMeetingInput(values, dto?.topic ?? (title ? `Interview: ${title}` : 'Interview'));
          try {
            const saved = dto
              ? await updateMeeting({ input: { ...input, id: dto.id } }).unwrap()
              : await scheduleInterview(input).unwrap();
            clearDraft(draftName);
            onScheduled?.(saved);
            close();
          } catch (e) {
            setError((e as { message?: string }).message ?? 'Error');
          }
        }}
      >
        <Form noValidate>
          <DialogTitle id="schedule-meeting-title">{dto ? 'Edit meeting' : 'Schedule a meeting'}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <FormDraft name={draftName} baseline={baseline} />
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
              <ParticipantFields
                jobLabel={dto ? (dto.jobTitle ?? dto.topic) : job?.title}
                applicantLabel={dto ? dto.otherPartyName : jobSeeker?.name}
              />
              <TimeFields />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close}>Cancel</Button>
            <SubmitButton fullWidth={false} size="medium">
              {dto ? 'Save changes' : 'Schedule'}
            </SubmitButton>
          </DialogActions>
        </Form>
      </Formik>
    </Dialog>
  );
}
