import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { SeekerJobsApi } from '@/state/jobs/seekerEndpoints';
import { withStatus } from '@/state/jobs/rules';
import { allMatches, COMPARE_ROWS, formatPay, parseCompareIds, rowDiffers } from '@/state/jobs/selectors';
import { parseSearch, searchToParams } from '@/features/jobs/components/useSearchParamsState';
import { percent } from '@/lib/percent';
import { formatEndDate } from '@/lib/dates';
import type { Job, SearchParams } from '@/state/jobs/types';
import { signIn } from '../components/render';

const ALL: SearchParams = { query: '', jobType: [], workArrangement: [], page: 0, size: 100 };

describe('percent helper', () => {
  it('rounds, and is 0 when the value is not finite', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(0, 0)).toBe(0);
    expect(percent(1, 0)).toBe(0);
    expect(percent(Number.NaN, 5)).toBe(0);
  });
});

describe('end dates', () => {
  it("show 'Present' when empty", () => {
    expect(formatEndDate(null)).toBe('Present');
    expect(formatEndDate('')).toBe('Present');
    expect(formatEndDate('2024-06-01')).toBe('June 2024');
  });
});

describe('formatPay', () => {
  it('reads like a job ad', () => {
    expect(formatPay({ payMin: 45000, payMax: 60000, payPeriod: 'year' })).toBe('$45,000 – $60,000 a year');
    expect(formatPay({ payMin: 18, payMax: 18, payPeriod: 'hour' })).toBe('$18 an hour');
    expect(formatPay({ payMin: null, payMax: null })).toBe('');
    // A floor or a ceiling alone is said as one, not as a fixed pay (QA).
    expect(formatPay({ payMin: 50000, payMax: null, payPeriod: 'year' })).toBe('From $50,000 a year');
    expect(formatPay({ payMin: null, payMax: 90000, payPeriod: 'year' })).toBe('Up to $90,000 a year');
    // An hour's pay in cents where it has them.
    expect(formatPay({ payMin: 18.5, payMax: 22.75, payPeriod: 'hour' })).toBe('$18.50 – $22.75 an hour');
    expect(formatPay({ payMin: 18, payMax: 22.5, payPeriod: 'hour' })).toBe('$18 – $22.50 an hour');
  });
});

describe('job comparison', () => {
  const job = (p: Partial<Job>): Job => ({ id: 1, title: 'T', ...p });
  const row = (label: string) => COMPARE_ROWS.find((r) => r.label === label)!;

  it('marks a row that differs, comparing lists as sets', () => {
    expect(rowDiffers(row('Tags'), [job({ tags: ['A', 'B'] }), job({ tags: ['B', 'A'] })])).toBe(false);
    expect(rowDiffers(row('Tags'), [job({ tags: ['A'] }), job({ tags: ['A', 'B'] })])).toBe(true);
    expect(rowDiffers(row('Location'), [job({ location: 'X' }), job({})])).toBe(true);
  });

  it('reads 2 to 4 distinct ids from the route', () => {
    expect(parseCompareIds('3,1,3,x,0,7,9,11')).toEqual([3, 1, 7, 9]);
    expect(parseCompareIds(undefined)).toEqual([]);
  });
});

describe('search in the URL', () => {
  it('round-trips the query, filters and page, ignoring unknown values', () => {
    const s = parseSearch(new URLSearchParams('q=data&type=INTERNSHIP,BOGUS&arrangement=Hybrid&page=3'));
    expect(s).toEqual({ query: 'data', jobType: ['INTERNSHIP'], workArrangement: ['Hybrid'], page: 3 });
    expect(searchToParams(s).toString()).toBe('q=data&type=INTERNSHIP&arrangement=Hybrid&page=3');
    expect(parseSearch(new URLSearchParams('page=-2')).page).toBe(1);
  });
});

describe('one cached copy of each job (issue 12)', () => {
  it('applying shows on the applied list and its count, and on every other cached copy of the job', async () => {
    signIn('seeker');
    const store = makeStore();
    const e = SeekerJobsApi.endpoints;
    const applied = store.dispatch(e.getJobsByStatus.initiate('APPLIED'));
    const matches = store.dispatch(e.getBestMatches.initiate(undefined));
    const search = store.dispatch(e.searchJobs.initiate(ALL));
    const before = await applied.unwrap();
    // Best matches leave out the jobs already applied to: the first one is new to the applied list.
    const job = (await matches.unwrap()).pages[0].jobs[0];
    await search.unwrap();
    const description = store.dispatch(e.getJobDescription.initiate(job.id));
    const compared = store.dispatch(e.getJobsByIds.initiate([job.id, before.jobs[0].id]));
    await Promise.all([description.unwrap(), compared.unwrap()]);

    await store.dispatch(e.setSeekerJobStatus.initiate({ jobId: job.id, status: 'APPLIED' })).unwrap();

    const state = () => store.getState();
    await vi.waitFor(() => {
      const list = e.getJobsByStatus.select('APPLIED')(state()).data!;
      expect(list.jobs.map((j) => j.id)).toContain(job.id);
      expect(list.totalAppliedJobsCount).toBe(before.totalAppliedJobsCount + 1);
    });
    const statusIn = (jobs: Job[] | undefined) => jobs?.find((j) => j.id === job.id)?.userJobStatus;
    expect(e.getJobDescription.select(job.id)(state()).data?.userJobStatus).toBe('APPLIED');
    expect(statusIn(e.getJobsByIds.select([job.id, before.jobs[0].id])(state()).data)).toBe('APPLIED');
    expect(statusIn(e.getBestMatches.select(undefined)(state()).data?.pages[0].jobs)).toBe('APPLIED');
    const found = e.searchJobs.select(ALL)(state()).data!.jobs;
    if (found.some((j) => j.id === job.id)) expect(statusIn(found)).toBe('APPLIED');
    [applied, matches, search, description, compared].forEach((s) => s.unsubscribe());
  });

  it('a view never hides that a job was saved or applied to', () => {
    const job: Job = { id: 1, title: 'x', userJobStatus: 'APPLIED' };
    withStatus(job, 1, 'VIEWED');
    expect(job.userJobStatus).toBe('APPLIED');
    const fresh: Job = { id: 2, title: 'y' };
    withStatus(fresh, 2, 'VIEWED');
    expect(fresh.userJobStatus).toBe('VIEWED');
    withStatus(fresh, 3, 'SAVED');
    expect(fresh.userJobStatus).toBe('VIEWED');
  });

  it('best matches pages are read in order, each job once', () => {
    const j = (id: number) => ({ id, title: String(id) });
    expect(
      allMatches({
        pages: [
          { jobs: [j(1), j(2)], total: 3 },
          { jobs: [j(2), j(3)], total: 3 },
        ],
      }),
    ).toEqual([j(1), j(2), j(3)]);
    expect(allMatches(undefined)).toEqual([]);
  });
});
