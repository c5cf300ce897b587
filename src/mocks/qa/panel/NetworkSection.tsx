import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mockConfig } from '../../http';
import { CALLS } from '../calls';
import { qaControls } from '../controls';
import { FAIL_STATUSES, LIMITS, parseStatus, type FailStatus } from '../scenario';
import { Choice } from './Choice';
import { Section } from './Section';
import { useQaState } from './useQaState';

const STATUS_LABEL: Record<string, string> = {
  400: '400 Bad Request',
  401: '401 Unauthorized',
  403: '403 Forbidden',
  404: '404 Not Found',
  500: '500 Internal Server Error',
  508: '508 Loop Detected (the app says Time Out)',
  timeout: 'No answer: held until the client times out',
  network: 'No answer: network error',
};

const callKey = (c: { method: string; path: string }) => `${c.method} ${c.path}`;
const CALL_OPTIONS = CALLS.map((c) => ({ value: callKey(c), label: callKey(c) }));
const STATUS_OPTIONS = FAIL_STATUSES.map((s) => ({ value: String(s), label: STATUS_LABEL[s] }));

/** A whole number field that applies only a valid value and says why otherwise, keeping what was typed. */
function NumberSetting({
  label,
  unit,
  max,
  value,
  onValid,
}: {
  label: string;
  unit: string;
  max: number;
  value: number;
  onValid: (n: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const n = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= max;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      inputMode="numeric"
      onChange={(e) => {
        setText(e.target.value);
        const next = Number(e.target.value);
        if (e.target.value.trim() !== '' && Number.isInteger(next) && next >= 0 && next <= max) onValid(next);
      }}
      error={!valid}
      helperText={
        valid
          ? `0 to ${max.toLocaleString('en-US')} ${unit}`
          : `Enter a whole number from 0 to ${max.toLocaleString('en-US')}`
      }
    />
  );
}

/** Latency, a random failure rate, and "fail the next call to ..." with the spec's calls. */
export function NetworkSection() {
  useQaState();
  const [call, setCall] = useState(callKey(CALLS.find((c) => c.path === '/jobs/search-jobs') ?? CALLS[0]));
  const [status, setStatus] = useState<FailStatus>(500);
  const pending = mockConfig.failures;

  return (
    <Stack spacing={3}>
      <Section title="Every call">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberSetting
            label="Latency (ms)"
            unit="ms"
            max={LIMITS.latency}
            value={mockConfig.latencyMs}
            onValid={qaControls.setLatency}
          />
          <NumberSetting
            label="Failure rate (%)"
            unit="%"
            max={LIMITS.failRate}
            value={mockConfig.failRate}
            onValid={(n) => qaControls.setFailRate(n)}
          />
          <Choice
            label="Failed calls answer"
            value={String(mockConfig.failRateStatus)}
            onChange={(v) => qaControls.setFailRate(mockConfig.failRate, parseStatus(v))}
            options={STATUS_OPTIONS}
            sx={{ minWidth: 220 }}
          />
        </Stack>
      </Section>

      <Section title="Fail the next call">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Choice label="Call" value={call} onChange={setCall} options={CALL_OPTIONS} sx={{ flexGrow: 1 }} />
          <Choice
            label="Answer"
            value={String(status)}
            onChange={(v) => setStatus(parseStatus(v) ?? 500)}
            options={STATUS_OPTIONS}
            sx={{ minWidth: 220 }}
          />
          <Button
            variant="contained"
            onClick={() => {
              const chosen = CALLS.find((c) => callKey(c) === call)!;
              qaControls.failNextCall({ ...chosen, status });
            }}
          >
            Fail the next call
          </Button>
        </Stack>
        <Typography component="h4" variant="body2" sx={{ fontWeight: 600, mt: 2 }}>
          Waiting to fail
        </Typography>
        {pending.length ? (
          <>
            <Box component="ul" aria-label="Waiting to fail" sx={{ my: 0.5, pl: 3 }}>
              {pending.map((f, i) => (
                <li key={i}>
                  <Typography variant="body2">
                    {f.method ?? 'Any method'} {f.path}: {STATUS_LABEL[f.status] ?? f.status}
                    {(f.times ?? 1) > 1 ? ` (${f.times} times)` : ''}
                  </Typography>
                </li>
              ))}
            </Box>
            <Button size="small" onClick={qaControls.clearFailures}>
              Clear the waiting failures
            </Button>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            None.
          </Typography>
        )}
      </Section>
    </Stack>
  );
}
