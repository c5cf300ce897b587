import { useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { callLogText, loggedCalls, LOG_SIZE, subscribeCallLog, type LoggedCall } from '../callLog';

const matches = (c: LoggedCall, needle: string) =>
  `${c.method} ${c.path} ${c.status}`.toLowerCase().includes(needle.trim().toLowerCase());

/** The last 100 calls, newest first: filter by text or to injected failures, copy as text. */
export function LogSection({ say }: { say: (message: string) => void }) {
  const calls = useSyncExternalStore(subscribeCallLog, loggedCalls);
  const [filter, setFilter] = useState('');
  const [injectedOnly, setInjectedOnly] = useState(false);
  const shown = calls.filter((c) => matches(c, filter) && (!injectedOnly || c.injected)).reverse();

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label="Filter calls"
          helperText="Method, path or status"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <FormControlLabel
          control={<Checkbox checked={injectedOnly} onChange={(e) => setInjectedOnly(e.target.checked)} />}
          label="Injected failures only"
        />
        <Button
          variant="outlined"
          onClick={() =>
            navigator.clipboard
              ?.writeText(callLogText(shown))
              .then(() => say(`${shown.length} calls copied.`))
              .catch(() => say('Copying was refused by the browser.'))
          }
        >
          Copy log
        </Button>
      </Stack>
      <Box
        tabIndex={0}
        role="region"
        aria-label="Call log"
        sx={{ maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader sx={{ minWidth: 640 }}>
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: 8 }}>
            {shown.length} of the last {LOG_SIZE} calls, newest first
          </caption>
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell>Method</TableCell>
              <TableCell>Path</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Duration</TableCell>
              <TableCell>Injected</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{c.at.slice(11, 23)}</TableCell>
                <TableCell>{c.method}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all', minWidth: 200 }}>{c.path}</TableCell>
                <TableCell>{c.status}</TableCell>
                <TableCell align="right">{c.ms} ms</TableCell>
                <TableCell>{c.injected ? 'injected' : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
