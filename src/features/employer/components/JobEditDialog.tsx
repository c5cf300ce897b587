import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { focusLost } from '@/lib/focusLost';
import type { JobFormValues } from '../jobForm';
import { JobForm } from './JobForm';

export function JobEditDialog({
  draftName,
  initial,
  onClose,
  onFocusLeft,
  onSubmit,
}: {
  draftName: string;
  initial: JobFormValues | null;
  onClose: () => void;
  /** Once it has gone, focus still in it or fallen to the page: no button opened it (reopened with its draft). */
  onFocusLeft: () => void;
  onSubmit: (values: JobFormValues) => Promise<unknown>;
}) {
  return (
    <Dialog
      open={!!initial}
      onClose={onClose}
      slotProps={{
        transition: {
          // `gone`: its container, where its focus trap puts focus back when the element focused goes.
          onExited: (gone: HTMLElement) =>
            (focusLost() || gone.contains(document.activeElement)) && onFocusLeft(),
        },
      }}
      fullWidth
      maxWidth="md"
      aria-labelledby="job-edit-title"
    >
      <DialogTitle id="job-edit-title">Edit job</DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {initial && (
          <JobForm draftName={draftName} initial={initial} submitLabel="Save changes" onSubmit={onSubmit} />
        )}
      </DialogContent>
    </Dialog>
  );
}
