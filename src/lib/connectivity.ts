/**
 * Whether the app can talk to its backend: the browser says it is offline (navigator.onLine and its
 * online/offline events), or the backend did not answer the last call (a network error; the API client reports
 * it), until the next call that gets an answer or the browser's next 'online'. A tiny store outside Redux: the
 * public pages show the banner too, and they ship without the data layer.
 */
export type Connectivity = 'online' | 'offline' | 'unreachable';

type Listener = () => void;
const listeners = new Set<Listener>();
const backOnline = new Set<Listener>();

let browserOffline = false;
let unreachable = false;

const current = (): Connectivity => (browserOffline ? 'offline' : unreachable ? 'unreachable' : 'online');

function update(change: () => void) {
  const before = current();
  change();
  const after = current();
  if (after === before) return;
  listeners.forEach((l) => l());
  if (after === 'online') backOnline.forEach((l) => l());
}

export const connectivity = {
  get: current,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Fires when the app can talk to the backend again (queued work goes out then). */
  onBackOnline(listener: Listener) {
    backOnline.add(listener);
    return () => void backOnline.delete(listener);
  },
  /** A call got an answer (any status): the backend is reachable. */
  reachable: () => update(() => (unreachable = false)),
  /** A call got no answer at all. */
  unreachable: () => update(() => (unreachable = true)),
  /** Tests: back to online, with no listener kept. */
  reset() {
    browserOffline = false;
    unreachable = false;
    listeners.clear();
    backOnline.clear();
  },
};

if (typeof window !== 'undefined') {
  browserOffline = navigator.onLine === false;
  window.addEventListener('offline', () => update(() => (browserOffline = true)));
  // The browser's 'online' also ends an unreachable backend: the next call says whether it still is.
  window.addEventListener('online', () =>
    update(() => {
      browserOffline = false;
      unreachable = false;
    }),
  );
}
