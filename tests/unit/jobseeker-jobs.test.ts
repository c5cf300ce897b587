import { describe, expect, it } from 'vitest';
import { COMPARE_ROWS, formatPay, parseCompareIds, rowDiffers } from '@/features/jobs/selectors';
import { parseSearch, searchToParams } from '@/features/jobs/components/useSearchParamsState';
import { percent } from '@/lib/percent';
import { formatEndDate } from '@/lib/dates';
import type { Job } from '@/features/jobs/types';

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
