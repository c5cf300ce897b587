import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { meetingStart, meetingTitle } from '@/state/meetings/selectors';
import type { Meeting } from '@/state/meetings/types';
import { focusLost } from '@/lib/focusLost';

/** Cancelling cannot be undone, so it asks first. */
export function CancelMeetingDialog({
  meeting,
  onClose,
  onConfirm,
}: {
  meeting: Meeting | null;
  onClose: () => void;
  onConfirm: (m: Meeting) => void;
}) {
  // A cancelled meeting leaves the screen with the button that opened this: focus would fall to the page's
  // body, so it goes to the main content instead (a kept one gets its button back, as a dialog does).
  // `gone` is the dialog's container, where its focus trap puts focus back (QA: from the month, focus was there and
  // fell to the body).
  const onExited = (gone: HTMLElement) => {
    // Still inside this dialog, about to go: the button it would give focus back to is gone. Kept, the meeting's
    // Details dialog has its button back.
    if (focusLost() || gone.contains(document.activeElement)) document.getElementById('main')?.focus();
  };
  return (
    <Dialog
      open={!!meeting}
      onClose={onClose}
      aria-labelledby="cancel-meeting-title"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id="cancel-meeting-title">Cancel this meeting?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {meeting && `${meetingTitle(meeting)} on ${meetingStart(meeting)} will be removed for both of you.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep it</Button>
        <Button color="error" variant="contained" onClick={() => meeting && onConfirm(meeting)}>
          Cancel meeting
        </Button>
      </DialogActions>
    </Dialog>
  );
}
