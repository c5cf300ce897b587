import { useSyncExternalStore } from 'react';
import { MAX_COMPARE } from '@/state/jobs/selectors';

// The jobs picked for comparison, shared by search, saved jobs and best matches, kept for the tab's life.
const KEY = 'compare-jobs';
const listeners = new Set<() => void>();

function read(): number[] {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

let current = read();

function write(ids: number[]) {
  current = ids;
  sessionStorage.setItem(KEY, JSON.stringify(ids));
  listeners.forEach((l) => l());
}

export const compareSelection = {
  toggle(id: number) {
    if (current.includes(id)) write(current.filter((x) => x !== id));
    else if (current.length < MAX_COMPARE) write([...current, id]);
  },
  clear: () => write([]),
};

export function useCompareSelection(): number[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
