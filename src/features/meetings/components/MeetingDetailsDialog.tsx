import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ApiError } from '@/api/errors';
import { formatDuration } from '@/lib/dates';
import { focusLost } from '@/lib/focusLost';
import { LoadError } from '@/components/LoadError';
import { useAppSelector } from '@/app/hooks';
import { MeetingsApi } from '@/state/meetings/endpoints';
import { MeetingActions, type MeetingHandlers } from './MeetingActions';
import { MeetingCountdown, MeetingWhen } from './MeetingWhen';
import { useNow } from './useNow';

/** A meeting's details, read fresh from GET /meetings/{id} (the list's copy shows while it loads). */
export function MeetingDetailsDialog({
  id,
  onClose,
  ...handlers
}: Omit<MeetingHandlers, 'onDetails'> & { id: number | null; onClose: () => void }) {
  const request = MeetingsApi.useGetMeetingQuery(id ?? skipToken);
  const listed = useAppSelector((s) =>
    MeetingsApi.endpoints.getMeetings
      .select()(s)
      .data?.find((m) => m.meetingDto.id === id),
  );
  const now = useNow(1000);
  // Still inside this dialog, about to go, or already on the page's body: the button it would return to is gone.
  const refocus = (gone: HTMLElement) => {
    if (focusLost() || gone.contains(document.activeElement)) document.getElementById('main')?.focus();
  };
  // Gone from the server (cancelled by the other side): the list's copy is no meeting to join.
  const gone = request.isError && (request.error as ApiError | undefined)?.code === 'NOT_FOUND';
  const meeting = request.currentData ?? (gone ? undefined : listed);
  const d = meeting?.meetingDto;
  const past = !!d && Date.parse(d.endTime) <= now;
  return (
    <Dialog
      open={id != null}
      onClose={onClose}
      // A meeting gone from the server left the list with the Details button that opened this: focus goes to
      // the main content, not to the page's body (as after a cancel).
      slotProps={{ transition: { onExited: refocus } }}
      aria-labelledby="meeting-details-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="meeting-details-title">{d ? (d.jobTitle ?? d.topic) : 'Meeting'}</DialogTitle>
      <DialogContent>
        {!d && request.isFetching && <CircularProgress aria-label="Loading the meeting" />}
        {/* Not read afresh: gone (no Retry can bring it), or failed, the list's copy shown meanwhile if there is one. */}
        {request.isError && (
          <LoadError
            // Gone is said in the user's words here (the toast says the catalogue's 'Api not found').
            message={
              gone
                ? 'This meeting no longer exists: it may have been cancelled.'
                : `${request.error?.message}. ${d ? 'These details are from your list and may be out of date.' : ''}`
            }
            onRetry={gone ? undefined : request.refetch}
            sx={{ mb: 2 }}
          />
        )}
        {d && meeting && (
          <Stack spacing={1.5}>
            <MeetingWhen meeting={meeting} />
            <MeetingCountdown meeting={meeting} now={now} />
            {d.otherPartyName && <Typography>With {d.otherPartyName}</Typography>}
            {d.companyName && <Typography>Company: {d.companyName}</Typography>}
            <Typography>Length: {formatDuration(Date.parse(d.endTime) - Date.parse(d.startTime))}</Typography>
            {d.notes && <Typography sx={{ whiteSpace: 'pre-line' }}>{d.notes}</Typography>}
            <MeetingActions
              meeting={meeting}
              past={past}
              onEdit={handlers.onEdit}
              onCancel={handlers.onCancel}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
