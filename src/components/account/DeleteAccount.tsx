import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** Deleting the account, behind a confirmation (spec section 4: clears storage and reloads to /). */
export function DeleteAccount({ onDelete, pending }: { onDelete: () => void; pending: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* A rule drawn as MUI's Divider draws it, without its code (about 0.8 KiB, for this one line). */}
      <Box component="hr" sx={{ my: 3, border: 0, borderBottom: 'thin solid', borderColor: 'divider' }} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>Delete account</Typography>
          <Typography variant="body2" color="text.secondary">
            Removes your account and everything in it. This cannot be undone.
          </Typography>
        </Box>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </Box>
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
