import { useMemo } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { PageHeader } from '@/components/PageHeader';
import { toast } from '@/components/toast';
import { MeetingsApi, useMeetings } from '@/state/meetings/endpoints';
import { toCalendarItems, type CalendarItem } from '@/state/meetings/selectors';
import { inYourZone, MEETING_FORM_MESSAGES } from '../meetingMessages';
import MeetingsCalendar from '../components/MeetingsCalendar';
import { useMeetingDialogs } from '../components/useMeetingDialogs';
import { useNow } from '../components/useNow';
import { MeetingsLoadError } from '../components/MeetingsLoadError';

/** /calendar for both roles: meetings by month, week, day and agenda. */
export default function CalendarPage() {
  const request = useMeetings();
  const [updateMeeting] = MeetingsApi.useUpdateMeetingMutation();
  const { handlers, isEmployer, schedule, dialogs } = useMeetingDialogs();
  const now = useNow(60000);
  const items = useMemo(() => toCalendarItems(request.data ?? []), [request.data]);

  /** A slot chosen or a meeting dropped in the past is refused at once, as the form would refuse it at Schedule. */
  const future = (start: Date) =>
    start.getTime() > Date.now() || void toast.error(MEETING_FORM_MESSAGES.past);
  const move = (item: CalendarItem, start: Date, end: Date) => {
    const d = item.meeting.meetingDto;
    if (d.jobId == null || d.jobSeekerId == null || !future(start)) return;
    void updateMeeting({
      input: {
        id: d.id,
        topic: d.topic,
        notes: d.notes ?? '',
        jobId: d.jobId,
        jobSeekerId: d.jobSeekerId,
        startTime: start.toISOString(),
        endTime: end.toISOString(),
      },
      inline: false,
    });
  };

  return (
    <>
      <PageHeader
        title="Calendar"
        subtitle={
          isEmployer
            ? `Choose a time to schedule a meeting, or drag a meeting to move it. Times are ${inYourZone()}.`
            : `Your interviews, ${inYourZone()}.`
        }
        actions={
          isEmployer && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => schedule()}>
              Schedule a meeting
            </Button>
          )
        }
      />
      <MeetingsLoadError request={request} />
      <MeetingsCalendar
        items={items}
        loading={request.isLoading}
        failed={request.isError}
        now={now}
        onOpen={(item) => handlers.onDetails?.(item.meeting)}
        onSelectSlot={
          isEmployer
            ? (start, end) => future(start) && schedule(start.toISOString(), end?.toISOString())
            : undefined
        }
        onMove={isEmployer ? move : undefined}
      />
      {dialogs}
    </>
  );
}
