import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { qaControls } from '../controls';
import { useQaState } from './useQaState';
import { counted } from '@/lib/text';

/** Session and realtime: end the session on the server, drop the socket, hold its messages. */
export function SessionSection({ say }: { say: (message: string) => void }) {
  useQaState();
  const queued = qaControls.socketQueue();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        onClick={() => {
          qaControls.expireSessions();
          say('Every session has expired: the next call is answered 401.');
        }}
      >
        Expire session now
      </Button>
      <Button
        variant="outlined"
        onClick={() => {
          qaControls.dropSockets();
          say('The socket was dropped: the app reconnects on its own.');
        }}
      >
        Drop socket now
      </Button>
      <FormControlLabel
        control={
          <Switch
            checked={queued != null}
            onChange={(e) => (e.target.checked ? qaControls.pauseSocket() : qaControls.resumeSocket())}
          />
        }
        label="Pause socket (messages queue until resumed)"
      />
      <Typography variant="body2" color="text.secondary">
        {queued == null
          ? 'The socket delivers messages as they come.'
          : `Paused: ${counted(queued, 'message')} waiting.`}
      </Typography>
    </Stack>
  );
}
