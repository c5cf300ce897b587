import { useState } from 'react';
import { focusLost } from '@/lib/focusLost';
import { useAppSelector } from '@/app/hooks';
import { MeetingsApi } from '@/state/meetings/endpoints';
import type { Meeting } from '@/state/meetings/types';
import { CancelMeetingDialog } from './CancelMeetingDialog';
import type { MeetingHandlers } from './MeetingActions';
import { MeetingDetailsDialog } from './MeetingDetailsDialog';
import ScheduleMeetingDialog from './ScheduleMeetingDialog';

/**
 * A failed cancel puts the meeting back, with the Cancel button that was gone when the dialog closed and
 * focus went to the main content: focus returns to that button, unless the user has moved it since. The
 * meeting is back once the cache's undo has rendered (a task later). The calendar shows no Cancel button:
 * there focus stays on the main content.
 */
function refocusCancel(id: number) {
  setTimeout(() => {
    const moved =
      // A dialog still on its way out holds no choice of the user's: the confirm's container, say (its focus trap's).
      !focusLost() &&
      document.activeElement?.id !== 'main' &&
      !document.activeElement?.closest('.MuiDialog-root');
    if (!moved) document.querySelector<HTMLElement>(`#main [data-cancel-meeting="${id}"]`)?.focus();
  });
}

/**
 * The dialogs both meeting screens open: details, schedule (optionally from a slot), edit and cancel.
 * Editing and cancelling are the employer's; for a job seeker those handlers are absent.
 */
export function useMeetingDialogs() {
  const [cancelMeeting] = MeetingsApi.useCancelMeetingMutation();
  const isEmployer = useAppSelector((s) => s.auth.role === 'EMPLOYER');
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<Meeting | null>(null);
  // The form keeps its meeting and slot while it closes, so its content does not change during the fade.
  const [form, setForm] = useState<{ open: boolean; meeting?: Meeting; start?: string; end?: string }>({
    open: false,
  });

  const handlers: MeetingHandlers = {
    onDetails: (m) => setDetailsId(m.meetingDto.id),
    ...(isEmployer && {
      onEdit: (m: Meeting) => {
        setDetailsId(null);
        setForm({ open: true, meeting: m });
      },
      onCancel: (m: Meeting) => setCancelling(m),
    }),
  };

  const dialogs = (
    <>
      <MeetingDetailsDialog
        id={detailsId}
        onClose={() => setDetailsId(null)}
        onEdit={handlers.onEdit}
        onCancel={handlers.onCancel}
      />
      {isEmployer && (
        <>
          <ScheduleMeetingDialog
            open={form.open}
            onClose={() => setForm((f) => ({ ...f, open: false }))}
            meeting={form.meeting}
            defaultStart={form.start}
            defaultEnd={form.end}
          />
          <CancelMeetingDialog
            meeting={cancelling}
            onClose={() => setCancelling(null)}
            onConfirm={(m) => {
              setCancelling(null);
              setDetailsId(null);
              const { id } = m.meetingDto;
              cancelMeeting(id)
                .unwrap()
                .catch(() => refocusCancel(id));
            }}
          />
        </>
      )}
    </>
  );

  return {
    handlers,
    isEmployer,
    schedule: (start?: string, end?: string) => setForm({ open: true, start, end }),
    dialogs,
  };
}
