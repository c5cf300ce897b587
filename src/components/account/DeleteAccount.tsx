import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { AccountRow } from './AccountRow';

/** Deleting the account, behind a confirmation (spec section 4: clears storage and reloads to /). */
export function DeleteAccount({ onDelete, pending }: { onDelete: () => void; pending: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <AccountRow
        title="Delete account"
        text="Removes your account and everything in it. This cannot be undone."
      >
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </AccountRow>
      <Dialog
        open={open}
        onClose={() => !pending && setOpen(false)}
        aria-labelledby="delete-title"
        aria-describedby="delete-text"
      >
        <DialogTitle id="delete-title">Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-text">
            Your profile, saved jobs and applications will be removed and you will be signed out. This cannot
            be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={pending} autoFocus>
            Keep my account
          </Button>
          <Button color="error" variant="contained" disabled={pending} onClick={onDelete}>
            {pending ? 'Deleting…' : 'Yes, delete my account'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
