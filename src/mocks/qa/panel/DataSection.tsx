import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { applyPreset, LARGE } from '../presets';
import { exportState, importState, parseStateFile, stateFileName } from '../stateFile';
import { Section } from './Section';
import { currentSession, reloadPage, restoreSession, type Navigate } from './navigation';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked once the browser has taken the file, not while it may still be reading it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Start the data over (the seed or a preset), and the whole mock state to and from a JSON file. */
export function DataSection({ navigate }: { navigate: Navigate }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState('');
  const preset = (name: 'seed' | 'empty' | 'large') => {
    applyPreset(name);
    reloadPage(navigate);
  };

  return (
    <Stack spacing={3}>
      <Section title="Start the data over">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
          <Button variant="outlined" onClick={() => preset('seed')}>
            Reset to the seed
          </Button>
          <Button variant="outlined" onClick={() => preset('empty')}>
            Empty account
          </Button>
          <Button variant="outlined" onClick={() => preset('large')}>
            Large
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Empty account: no jobs, chats or meetings. Large: {LARGE.jobs.toLocaleString('en-US')} jobs,{' '}
          {LARGE.applicantsForOneJob} applicants for one job, a {LARGE.messages.toLocaleString('en-US')}
          -message conversation, {LARGE.meetings} meetings. The page reloads with the new data.
        </Typography>
      </Section>

      <Section title="State file">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
          <Button
            variant="contained"
            onClick={() => download(stateFileName(), JSON.stringify(exportState(currentSession()), null, 1))}
          >
            Export state
          </Button>
          <Button variant="outlined" onClick={() => input.current?.click()}>
            Import state
          </Button>
          <input
            ref={input}
            type="file"
            accept="application/json,.json"
            aria-label="Import state file"
            hidden
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const parsed = parseStateFile(await file.text());
              if (typeof parsed === 'string') setProblem(parsed);
              else restoreSession(importState(parsed), navigate);
            }}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          The file holds all the mock data, the network settings and who is signed in: attach it to a bug
          report; importing it shows the same data as the same user.
        </Typography>
        {problem && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        )}
      </Section>
    </Stack>
  );
}
