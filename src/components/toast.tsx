import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

type Severity = 'success' | 'error' | 'info' | 'warning';
interface Toast {
  id: number;
  message: string;
  severity: Severity;
}

// A tiny queue outside React so that the API client and thunks can raise toasts without a hook.
let queue: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function push(message: string, severity: Severity) {
  // The same message twice in a row (say two calls failing together) shows once.
  if (queue.some((t) => t.message === message && t.severity === severity)) return;
  queue = [...queue, { id: nextId++, message, severity }];
  emit();
}

export const toast = {
  success: (message: string) => push(message, 'success'),
  error: (message: string) => push(message, 'error'),
  info: (message: string) => push(message, 'info'),
  dismiss(id: number) {
    queue = queue.filter((t) => t.id !== id);
    emit();
  },
  /** Drops every toast (tests start each case with none). */
  clear() {
    queue = [];
    emit();
  },
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function Toaster() {
  const items = useSyncExternalStore(subscribe, () => queue);
  const current = items[0];
  return (
    <Snackbar
      key={current?.id}
      open={!!current}
      autoHideDuration={5000}
      onClose={(_, reason) => reason !== 'clickaway' && current && toast.dismiss(current.id)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {current ? (
        <Alert
          severity={current.severity}
          variant="filled"
          role={current.severity === 'error' ? 'alert' : 'status'}
          onClose={() => toast.dismiss(current.id)}
          sx={{ width: '100%' }}
        >
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
