import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { inactive } from '../inactive';

/**
 * Changing the password. The spec's one way to set a password is its reset link (POST /users/forget-password,
 * spec section 7; no call takes the old password), so Settings sends that link to the account's email; it opens Set
 * a new password whether or not the user is signed in there. The line below says where it went, as a status.
 */
export function PasswordLink({ email, onSend }: { email: string; onSend: () => Promise<boolean> }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  return (
    <>
      <Box component="hr" sx={{ my: 3, border: 0, borderBottom: 'thin solid', borderColor: 'divider' }} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>Password</Typography>
          <Typography variant="body2" color="text.secondary" role="status">
            {state === 'sent'
              ? `We sent a link to ${email}. Open it to set a new password.`
              : 'To change it, we email you a link that sets a new one.'}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          {...inactive(state === 'sending')}
          onClick={async () => {
            if (state === 'sending') return;
            setState('sending');
            setState((await onSend()) ? 'sent' : 'idle');
          }}
        >
          {state === 'sent' ? 'Send another link' : 'Email me a link'}
        </Button>
      </Box>
    </>
  );
}
