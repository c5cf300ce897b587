import { lazy, Suspense, useSyncExternalStore } from 'react';

export type Severity = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
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
  // A confirmation is news only until the next message: it gives way at once rather than holding the new one
  // back for seconds. Errors wait their turn, so none goes unread.
  queue = [...queue.filter((t) => t.severity === 'error'), { id: nextId++, message, severity }];
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

// The snackbar and its transitions load with the first toast, not with the first page.
const ToastView = lazy(() => import('./ToastView'));

export function Toaster() {
  const items = useSyncExternalStore(subscribe, () => queue);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastView toast={items[0]} onDismiss={toast.dismiss} />
    </Suspense>
  );
}
