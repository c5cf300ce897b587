import Button from '@mui/material/Button';
import { inactive } from '../inactive';
import { AccountRow } from './AccountRow';

export type PasswordLinkState = 'idle' | 'sending' | 'sent';

/**
 * Changing the password. The spec's one way to set a password is its reset link (POST /users/forget-password,
 * spec section 7; no call takes the old password), so Settings sends that link to the account's email; it opens Set
 * a new password whether or not the user is signed in there. The line says where it went, as a status.
 */
export function PasswordLink({
  email,
  state,
  onSend,
}: {
  email: string;
  state: PasswordLinkState;
  onSend: () => void;
}) {
  return (
    <AccountRow
      title="Password"
      status
      text={
        state === 'sent'
          ? `We sent a link to ${email}. Open it to set a new password.`
          : 'To change it, we email you a link that sets a new one.'
      }
    >
      <Button
        variant="outlined"
        {...inactive(state === 'sending')}
        onClick={() => state !== 'sending' && onSend()}
      >
        {state === 'sent' ? 'Send another link' : 'Email me a link'}
      </Button>
    </AccountRow>
  );
}
