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
import { inactive } from '@/components/inactive';
import { clearDraft } from '@/lib/drafts';
import { useJobChoices } from '@/state/meetings/choices';
import { MeetingsApi } from '@/state/meetings/endpoints';
import { initialMeetingValues, meetingSchema, toMeetingInput } from '../meetingForm';

// For ScheduleMeetingDialog's bookedInterview: this chunk holds the meetings' calls.
export { bookedInterview } from '../meetingForm';
import type { ScheduleMeetingDialogProps } from './ScheduleMeetingDialog';
import { ParticipantFields } from './ParticipantFields';
import { SchedulingNotes } from './SchedulingNotes';
import { TimeFields } from './TimeFields';

/** The scheduling dialog's form, loaded when a screen that offers it mounts (./ScheduleMeetingDialog). */
export default function ScheduleMeetingForm({
  open,
  onClose,
  onScheduled,
  jobSeeker,
  job,
  meeting,
  defaultStart,
  defaultEnd,
}: ScheduleMeetingDialogProps) {
  // The job choices ParticipantFields offers (the same cache entry), for the new meeting's topic.
  const jobChoices = useJobChoices(!open || !!job || !!meeting);
  const [scheduleInterview] = MeetingsApi.useScheduleInterviewMutation();
  const [updateMeeting] = MeetingsApi.useUpdateMeetingMutation();
  const [error, setError] = useState<string | null>(null);
  const dto = meeting?.meetingDto;
  const initialValues = useMemo(
    () =>
      initialMeetingValues({ meeting, defaultStart, defaultEnd, jobId: job?.id, jobSeekerId: jobSeeker?.id }),
    [meeting, defaultStart, defaultEnd, job?.id, jobSeeker?.id],
  );
  // An edit may keep a start that has passed (a meeting under way); a new meeting starts in the future.
  const schema = useMemo(() => meetingSchema(undefined, dto && initialValues), [dto, initialValues]);
  // One draft per meeting, or per new meeting with one applicant for one job; the clock's default start is
  // not part of what it was typed over.
  const draftName = dto ? `meeting:${dto.id}` : `meeting:new:${job?.id ?? ''}:${jobSeeker?.id ?? ''}`;
  const baseline = dto ?? { defaultStart: defaultStart ?? null, defaultEnd: defaultEnd ?? null };
  // While the call runs the dialog stays: closed, it would book the meeting anyway, or fail with no one to say so.
  const [sending, setSending] = useState(false);
  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={() => !sending && close()}
      aria-labelledby="schedule-meeting-title"
      fullWidth
      maxWidth="sm"
    >
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          setError(null);
          setSending(true);
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
          } finally {
            setSending(false);
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
              <SchedulingNotes editingId={dto?.id} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button {...inactive(sending)} onClick={() => !sending && close()}>
              Cancel
            </Button>
            <SubmitButton fullWidth={false} size="medium">
              {dto ? 'Save changes' : 'Schedule'}
            </SubmitButton>
          </DialogActions>
        </Form>
      </Formik>
    </Dialog>
  );
}
