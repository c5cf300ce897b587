import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { connectivity } from '@/lib/connectivity';

const TEXT = {
  offline: 'You are offline. Changes cannot be saved until the connection is back.',
  unreachable: 'The server cannot be reached. Changes cannot be saved until it answers again.',
} as const;

/**
 * Says when the app cannot reach its backend (the browser is offline, or the last call got no answer), as a
 * polite status. It is there only while it has something to say, so a screen's own status stays the only one.
 */
export function OfflineBanner() {
  const state = useSyncExternalStore(connectivity.subscribe, connectivity.get, () => 'online' as const);
  if (state === 'online') return null;
  return (
    <Box role="status" aria-live="polite" sx={{ px: 2, py: 1, bgcolor: '#78350f', color: 'common.white' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {TEXT[state]}
      </Typography>
    </Box>
  );
}
