import type { BulkJob } from '@/state/employer/types';

/** Two uploaded rows are the same job when their title, location and description match (capitals and spaces aside). */
const sameJob = (r: BulkJob) =>
  JSON.stringify([r.title, r.location, r.description].map((v) => (v ?? '').trim().toLowerCase()));

/**
 * The rows of the bulk review list that repeat a row uploaded before them (the same file uploaded twice, say):
 * their ids. The first of each job is not a repeat.
 */
export function repeatedRows(rows: BulkJob[]): Set<number> {
  const seen = new Set<string>();
  const repeats = new Set<number>();
  for (const r of [...rows].sort((a, b) => a.id - b.id)) {
    const key = sameJob(r);
    if (seen.has(key)) repeats.add(r.id);
    else seen.add(key);
  }
  return repeats;
}
