// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EP } from '@/api/endpoints';
import { db } from '@/mocks/db';
import { call } from './mockCall';

const EMPLOYER = 3; // hr@acme.test

describe("the employer's jobs in order", () => {
  it('jobs posted in the same instant (a bulk post) keep the order they were posted in', async () => {
    // QA: after 300 jobs were posted from a file, 'Newest first' began at its 265th row and mixed in its start.
    const same = new Date().toISOString();
    const mine = db().jobs.filter(
      (j) => j.companyId === db().users.find((u) => u.id === EMPLOYER)!.companyId,
    );
    for (const j of mine) j.createdAt = same;
    // Stored in no order of theirs: a stable sort would otherwise keep the store's (review).
    db().jobs.reverse();
    const ids = mine.map((j) => j.id);
    const order = async (jobSort: string) =>
      (
        await call<{ jobs: { id: number }[] }>(
          EMPLOYER,
          'GET',
          `${EP.jobs.forEmployer}?jobSort=${jobSort}&size=100`,
        )
      ).data.jobs.map((j) => j.id);

    expect(await order('NEWEST')).toEqual([...ids].sort((a, b) => b - a));
    expect(await order('OLDEST')).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('the job search in the mock', () => {
  const SEEKER = 1; // alex@demo.test
  const search = async (query: string) =>
    (
      await call<{ jobs: { id: number; location?: string; workArrangements?: string[] }[]; total: number }>(
        SEEKER,
        'GET',
        `${EP.jobs.search}?query=${encodeURIComponent(query)}&size=100`,
      )
    ).data;

  it('finds words of a job’s place and arrangements, as a seeker types them (QA: Tucson and remote found nothing)', async () => {
    const job = db().jobs.find((j) => j.status === 'ACTIVE' && j.location.includes(','))!;
    const city = job.location.split(',')[0];
    const byPlace = await search(city);
    expect(byPlace.jobs.map((j) => j.id)).toContain(job.id);
    for (const j of byPlace.jobs) expect(JSON.stringify(j).toLowerCase()).toContain(city.toLowerCase());
    const remote = await search('remote');
    expect(remote.total).toBeGreaterThan(0);
    expect(remote.jobs.some((j) => j.workArrangements?.includes('Fully Remote'))).toBe(true);
  });
});

describe('the seeded jobs', () => {
  it('have at most one arrangement of hours (full or part time) and one of place', () => {
    const hours = ['Full Time', 'Part Time'];
    const place = ['Fully Remote', 'In Person', 'Hybrid'];
    for (const job of db().jobs) {
      expect(job.workArrangements.filter((a) => hours.includes(a)).length).toBeLessThanOrEqual(1);
      expect(job.workArrangements.filter((a) => place.includes(a)).length).toBeLessThanOrEqual(1);
      expect(job.workArrangements.length).toBeGreaterThan(0);
    }
  });
});
