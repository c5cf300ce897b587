import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { asSentence } from '@/lib/text';
import { inactive } from '../inactive';
import { AccountRow } from './AccountRow';

/**
 * Deleting the account, behind a confirmation (spec section 4: clears storage and reloads to /). A deletion that
 * failed is said in the dialog, where focus is (it stays on the button pressed: the buttons wait, not disabled).
 */
export function DeleteAccount({
  onDelete,
  pending,
  error,
}: {
  onDelete: () => void;
  pending: boolean;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  // A failure is said in the dialog it was asked from, not in one opened again later.
  const [tried, setTried] = useState(false);
  return (
    <>
      <AccountRow
        title="Delete account"
        text="Removes your account and everything in it. This cannot be undone."
      >
        <Button
          color="error"
          variant="outlined"
          onClick={() => {
            setTried(false);
            setOpen(true);
          }}
        >
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
            {/* Both roles' (QA: an employer read of saved jobs and applications, a job seeker's things). */}
            Your account and everything in it will be removed, and you will be signed out. This cannot be
            undone.
          </DialogContentText>
          {tried && error && !pending && (
            <Alert severity="error" sx={{ mt: 2 }}>
              Your account was not deleted. {asSentence(error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => !pending && setOpen(false)} {...inactive(pending)} autoFocus>
            Keep my account
          </Button>
          <Button
            color="error"
            variant="contained"
            {...inactive(pending)}
            onClick={() => {
              if (pending) return;
              setTried(true);
              onDelete();
            }}
          >
            {pending ? 'Deleting…' : 'Yes, delete my account'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
