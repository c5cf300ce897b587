import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { SeekerJobsApi } from '@/state/jobs/seekerEndpoints';
import { signIn } from '../components/render';

const { getBestMatches, searchJobs } = SeekerJobsApi.endpoints;
const search = { query: '', jobType: [], workArrangement: [], page: 0, size: 20 };

afterEach(() => void vi.useRealTimers());

describe('a list left for a job is still cached when Back returns to it', () => {
  it('after minutes on the job (not only the default minute), and dropped in the end', async () => {
    signIn('seeker');
    const store = makeStore();
    const matches = store.dispatch(getBestMatches.initiate(undefined));
    const results = store.dispatch(searchJobs.initiate(search));
    await Promise.all([matches.unwrap(), results.unwrap()]);
    const cached = () => [
      !!getBestMatches.select(undefined)(store.getState()).data,
      !!searchJobs.select(search)(store.getState()).data,
    ];
    vi.useFakeTimers();
    matches.unsubscribe();
    results.unsubscribe();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(cached()).toEqual([true, true]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(cached()).toEqual([false, false]);
  });
});
