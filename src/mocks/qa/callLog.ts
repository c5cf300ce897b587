/**
 * The last 100 calls the mock answered, newest last, for the QA panel's log: what was asked, what came back,
 * how long it took, and whether the answer was an injected failure rather than the handler's own.
 */
export interface LoggedCall {
  id: number;
  at: string;
  method: string;
  path: string;
  /** The HTTP status, or 'timeout' / 'network' for a call that got no answer. */
  status: number | 'timeout' | 'network';
  ms: number;
  injected: boolean;
}

export const LOG_SIZE = 100;

let calls: readonly LoggedCall[] = [];
let seq = 0;
const listeners = new Set<() => void>();

export function logCall(call: Omit<LoggedCall, 'id' | 'at'>) {
  seq += 1;
  calls = [...calls, { ...call, id: seq, at: new Date().toISOString() }].slice(-LOG_SIZE);
  listeners.forEach((l) => l());
}

/** A stable snapshot (same array until the next call): fit for useSyncExternalStore. */
export const loggedCalls = () => calls;

export function clearCallLog() {
  calls = [];
  listeners.forEach((l) => l());
}

export function subscribeCallLog(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The log as tab-separated text (pastes into a bug report or a spreadsheet). */
export function callLogText(list: readonly LoggedCall[]) {
  const rows = list.map((c) =>
    [c.at, c.method, c.path, c.status, `${c.ms} ms`, c.injected ? 'injected' : ''].join('\t'),
  );
  return ['time\tmethod\tpath\tstatus\tduration\tinjected', ...rows].join('\n');
}
