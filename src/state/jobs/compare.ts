// The jobs picked for comparison are shared by search, saved jobs and best matches, and kept for the tab's life.
const KEY = 'compare-jobs';

export function readCompare(): number[] {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

export function writeCompare(ids: number[]) {
  sessionStorage.setItem(KEY, JSON.stringify(ids));
}
