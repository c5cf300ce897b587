import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { cancelMeeting } from '../api';
import type { Meeting } from '../types';
import { CancelMeetingDialog } from './CancelMeetingDialog';
import type { MeetingHandlers } from './MeetingActions';
import { MeetingDetailsDialog } from './MeetingDetailsDialog';
import ScheduleMeetingDialog from './ScheduleMeetingDialog';

/**
 * The dialogs both meeting screens open: details, schedule (optionally from a slot), edit and cancel.
 * Editing and cancelling are the employer's; for a job seeker those handlers are absent.
 */
export function useMeetingDialogs() {
  const dispatch = useAppDispatch();
  const isEmployer = useAppSelector((s) => s.auth.role === 'EMPLOYER');
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Meeting | null>(null);
  const [cancelling, setCancelling] = useState<Meeting | null>(null);
  const [scheduling, setScheduling] = useState<{ start?: string } | null>(null);

  const handlers: MeetingHandlers = {
    onDetails: (m) => setDetailsId(m.meetingDto.id),
    ...(isEmployer && {
      onEdit: (m: Meeting) => {
        setDetailsId(null);
        setEditing(m);
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
            open={!!scheduling || !!editing}
            onClose={() => {
              setScheduling(null);
              setEditing(null);
            }}
            meeting={editing ?? undefined}
            defaultStart={scheduling?.start}
          />
          <CancelMeetingDialog
            meeting={cancelling}
            onClose={() => setCancelling(null)}
            onConfirm={(m) => {
              setCancelling(null);
              setDetailsId(null);
              void dispatch(cancelMeeting(m.meetingDto.id));
            }}
          />
        </>
      )}
    </>
  );

  return { handlers, isEmployer, schedule: (start?: string) => setScheduling({ start }), dialogs };
}
