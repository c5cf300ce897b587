import type { RootState } from '@/app/store';
import {
  JOB_TYPE_LABEL,
  type Job,
  type JobsByStatus,
  type MatchedJob,
  type MatchPage,
} from '@/state/jobs/types';

/** The counts every list answer carries; zero until one has come. */
export const seekerCounts = (data: JobsByStatus | undefined) => ({
  savedJobsCount: data?.savedJobsCount ?? 0,
  viewedJobsCount: data?.viewedJobsCount ?? 0,
  totalAppliedJobsCount: data?.totalAppliedJobsCount ?? 0,
});

/** The best matches pages loaded so far, in order, each job once. */
export function allMatches(data: { pages: MatchPage[] } | undefined): MatchedJob[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((p) => p.jobs.filter((j) => !seen.has(j.id) && seen.add(j.id)));
}

/**
 * How many matches there are: the server's total, but never fewer than the matches loaded (an answer without a
 * total counts as 0, spec section 9, which would read "Showing 1 of 0 matches").
 */
export const matchesTotal = (data: { pages: MatchPage[] } | undefined) =>
  Math.max(data?.pages.at(-1)?.total ?? 0, allMatches(data).length);

/** The jobs picked for comparison (client state, kept for the tab's life). */
/** A job as a control names it: its title and, when known, its company ('Frontend Engineer at Bluebird'). */
export const jobName = ({ title, companyName }: Pick<Job, 'title' | 'companyName'>) =>
  companyName ? `${title} at ${companyName}` : title;

export const selectCompareIds = (s: RootState) => s.jobs.compare;

/** The best matches dismissed in this visit (client state: the spec has no call to remember them). */
export const selectDismissedIds = (s: RootState) => s.jobs.dismissed;

/** Whole dollars, or an hour's pay in cents where it has them ('$18.50', not '$18.5'). */
const money = (n: number, hourly: boolean) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: hourly && n % 1 ? 2 : 0, maximumFractionDigits: hourly ? 2 : 0 })}`;

/**
 * Pay as people read it: '$45,000 – $60,000 a year', '$18 an hour', and a floor or a ceiling alone as one ('From
 * $50,000 a year', 'Up to $90,000 a year': QA read either as a fixed salary); empty when unknown.
 */
export function formatPay(job: Pick<Job, 'payMin' | 'payMax' | 'payPeriod'>): string {
  const hourly = job.payPeriod === 'hour';
  const { payMin: min, payMax: max } = job;
  const suffix = hourly ? ' an hour' : job.payPeriod ? ` a ${job.payPeriod}` : '';
  const pay =
    min == null
      ? max != null && `Up to ${money(max, hourly)}`
      : max == null
        ? `From ${money(min, hourly)}`
        : max === min
          ? money(min, hourly)
          : `${money(min, hourly)} – ${money(max, hourly)}`;
  return pay ? pay + suffix : '';
}

/** A job's value for a comparison row, as text (lists joined), so rows can be compared for differences. */
export type CompareRow = { label: string; value: (job: Job) => string };

export const COMPARE_ROWS: CompareRow[] = [
  { label: 'Company', value: (j) => j.companyName ?? '' },
  { label: 'Pay', value: formatPay },
  { label: 'Work arrangement', value: (j) => (j.workArrangements ?? []).join(', ') },
  {
    label: 'Job type',
    value: (j) => (j.jobType ? JOB_TYPE_LABEL[j.jobType] : ''),
  },
  { label: 'Location', value: (j) => j.location ?? '' },
  { label: 'Key qualifications', value: (j) => (j.keyQualifications ?? []).join(', ') },
  { label: 'Benefits', value: (j) => (j.benefits ?? []).join(', ') },
  { label: 'Tags', value: (j) => (j.tags ?? []).join(', ') },
];

/** Whether a comparison row differs between the jobs compared (lists compared as sets). */
export function rowDiffers(row: CompareRow, jobs: Job[]): boolean {
  const norm = (s: string) =>
    s
      .split(', ')
      .map((x) => x.trim())
      .sort()
      .join('|');
  return new Set(jobs.map((j) => norm(row.value(j)))).size > 1;
}

/** The ids in a /compare-jobs/{ids} segment: numbers, no repeats, at most `max` (four, unless told). */
export function parseCompareIds(raw: string | undefined, max = MAX_COMPARE): number[] {
  const ids = (raw ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, max);
}

export const MAX_COMPARE = 4;
