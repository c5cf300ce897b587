import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { lazyOnce } from '@/lib/lazyOnce';

export type Severity = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  message: string;
  severity: Severity;
}

/** A toast in the queue, and how many raised it and have not taken it back (the same message twice shows once). */
type Held = Toast & { holders: number };

// A tiny queue outside React so that the API client and thunks can raise toasts without a hook.
let queue: Held[] = [];
let nextId = 1;
/** When the toast now on screen (the queue's first) came up. */
let headShownAt = 0;
const listeners = new Set<() => void>();

/** How long an error stays on screen at least before a newer message may take its place. */
export const ERROR_READ_MS = 2000;

function setQueue(next: Held[]) {
  if (next[0]?.id !== queue[0]?.id) headShownAt = Date.now();
  queue = next;
  listeners.forEach((l) => l());
}

/** Holds a toast; what it returns lets go, once: the toast goes when all who raised it have let go. */
function hold(t: Held) {
  t.holders++;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--t.holders === 0) toast.dismiss(t.id);
  };
}

/** Raises a toast; what it returns takes it back (nothing if it has gone already, or another raised it too). */
function push(message: string, severity: Severity): () => void {
  // The same message twice in a row (say two calls failing together) shows once.
  const same = queue.find((t) => t.message === message && t.severity === severity);
  if (same) return hold(same);
  // A confirmation is news only until the next message: it gives way at once rather than holding the new one
  // back for seconds. An error waits its turn, so none goes unread; once on screen it is read in a moment, and
  // then gives way too (a save that failed offline and then succeeds says so at once, not 8 s later).
  const raised: Held = { id: nextId++, message, severity, holders: 0 };
  setQueue([...queue.filter((t) => t.severity === 'error'), raised]);
  const shown = queue[0];
  if (queue.length > 1 && shown.severity === 'error') {
    const wait = Math.max(0, headShownAt + ERROR_READ_MS - Date.now());
    setTimeout(() => {
      if (queue[0]?.id === shown.id) toast.dismiss(shown.id);
    }, wait);
  }
  return hold(raised);
}

export const toast = {
  success: (message: string) => push(message, 'success'),
  error: (message: string) => push(message, 'error'),
  info: (message: string) => push(message, 'info'),
  dismiss(id: number) {
    setQueue(queue.filter((t) => t.id !== id));
  },
  /** The message on screen now, if any. */
  peek: (): string | undefined => queue[0]?.message,
  /** Drops every toast (tests start each case with none). */
  clear() {
    setQueue([]);
  },
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

// The snackbar and its transitions are not part of the first page's code: their chunk is fetched as soon as the
// app has mounted (not when the first toast is raised, nor when the page is idle, which may come after the network
// is gone), so that an offline save can still say 'Error'. If even that fetch failed, the toast is left out rather
// than taking the app down with it.
type ToastViewProps = { toast: Toast; onDismiss: (id: number) => void };
const NoToast = (_: ToastViewProps): ReactNode => null;
// Fetched ahead, the view shows with the first toast itself, not a render later.
const { Component: ToastView, load: loadToastView } = lazyOnce<ToastViewProps>(() =>
  import('./ToastView').catch(() => ({ default: NoToast })),
);

/** Starts loading the toast view (the app does so when it mounts). */
export const preloadToastView = loadToastView;
const fetchAhead = () => void loadToastView();

const getQueue = () => queue;

export function Toaster() {
  useEffect(fetchAhead, []);
  // A pre-rendered page (src/app/prerender.tsx) has none: the queue is empty until the app raises a toast.
  const items = useSyncExternalStore(subscribe, getQueue, getQueue);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastView toast={items[0]} onDismiss={toast.dismiss} />
    </Suspense>
  );
}
