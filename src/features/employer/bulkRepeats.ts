import type { BulkJob } from '@/state/employer/types';

/** Two uploaded rows are the same job when their title, location and description match (capitals and spaces aside). */
const sameJob = (r: BulkJob) =>
  JSON.stringify([r.title, r.location, r.description].map((v) => (v ?? '').trim().toLowerCase()));

/** What a repeated row repeats: a row uploaded before it, or a job posted from the review in this visit. */
export type Repeat = 'in the review' | 'posted';

/**
 * The jobs each employer has posted from the review in this tab (sessionStorage, by user id). A repeat of one is
 * marked too: once its original is posted it would otherwise be an ordinary row again, and Check all would post the
 * job twice.
 */
const postedKey = (userId: number) => `bulkPosted:${userId}`;

function postedJobs(userId: number): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(postedKey(userId)) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

export function rememberPosted(userId: number, rows: BulkJob[]) {
  const keys = postedJobs(userId);
  for (const r of rows) keys.add(sameJob(r));
  try {
    sessionStorage.setItem(postedKey(userId), JSON.stringify([...keys]));
  } catch {
    // Storage full or refused: the repeats of this post go unmarked.
  }
}

/**
 * The rows of the bulk review list that repeat a row uploaded before them (the same file uploaded twice, say) or a
 * job posted from the review in this visit: their ids, and which. The first of each job is not a repeat.
 */
export function repeatedRows(rows: BulkJob[], userId?: number): Map<number, Repeat> {
  const seen = new Set<string>();
  const done = userId != null ? postedJobs(userId) : new Set<string>();
  const repeats = new Map<number, Repeat>();
  for (const r of [...rows].sort((a, b) => a.id - b.id)) {
    const key = sameJob(r);
    if (done.has(key)) repeats.set(r.id, 'posted');
    else if (seen.has(key)) repeats.set(r.id, 'in the review');
    else seen.add(key);
  }
  return repeats;
}
