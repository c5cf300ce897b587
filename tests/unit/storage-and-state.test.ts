import { describe, expect, it } from 'vitest';
import { clearSession, readReviewIndex, readSession, writeReviewIndex, writeSession } from '@/lib/storage';
import { percent } from '@/lib/percent';
import { EP } from '@/api/endpoints';
import { makeStore } from '@/app/store';
import { failNext } from '@/mocks/http';
import { baseApi } from '@/state/api';
import { signIn } from '../components/render';

describe('session storage (spec section 3)', () => {
  it('keeps token, role, profileComplete, id and email, and clears only those', () => {
    localStorage.setItem('unrelated', 'stays');
    writeSession({ token: 't', role: 'EMPLOYER', profileComplete: true, id: 3, email: 'hr@acme.test' });
    expect(readSession()).toEqual({
      token: 't',
      role: 'EMPLOYER',
      profileComplete: true,
      id: 3,
      email: 'hr@acme.test',
    });
    clearSession();
    expect(readSession()).toEqual({ token: null, role: null, profileComplete: false, id: null, email: null });
    expect(localStorage.getItem('unrelated')).toBe('stays');
  });

  it("keeps each job's place in the review for the tab, and clears it with the session", () => {
    writeReviewIndex(7, 3);
    writeReviewIndex(8, 1);
    sessionStorage.setItem('unrelated', 'stays');
    expect([readReviewIndex(7), readReviewIndex(8), readReviewIndex(9)]).toEqual([3, 1, 0]);
    clearSession();
    expect([readReviewIndex(7), readReviewIndex(8)]).toEqual([0, 0]);
    expect(sessionStorage.getItem('unrelated')).toBe('stays');
  });

  it('reads a role stored as a user type id', () => {
    localStorage.setItem('role', '1');
    expect(readSession().role).toBe('JOBSEEKER');
  });
});

describe('request state per call (spec section 3, on RTK Query)', () => {
  const demoApi = baseApi.injectEndpoints({
    endpoints: (build) => ({
      demoJob: build.query<unknown, number>({
        query: (id) => ({ url: EP.jobs.byId(id), errorToast: false }),
      }),
    }),
  });
  const select = (id: number) => demoApi.endpoints.demoJob.select(id);

  it('goes from uninitialized to pending to fulfilled, per argument', async () => {
    signIn('seeker');
    const store = makeStore();
    expect(select(1)(store.getState())).toMatchObject({ isUninitialized: true });
    const sub = store.dispatch(demoApi.endpoints.demoJob.initiate(1));
    expect(select(1)(store.getState())).toMatchObject({ isLoading: true });
    expect(select(2)(store.getState())).toMatchObject({ isUninitialized: true });
    await sub;
    expect(select(1)(store.getState())).toMatchObject({ status: 'fulfilled', isSuccess: true });
    sub.unsubscribe();
  });

  it('keeps the error payload and message of a rejected call, without touching another argument', async () => {
    signIn('seeker');
    const store = makeStore();
    failNext({ path: EP.jobs.byId(1), status: 500 });
    const failed = store.dispatch(demoApi.endpoints.demoJob.initiate(1));
    const fine = store.dispatch(demoApi.endpoints.demoJob.initiate(2));
    await Promise.all([failed, fine]);
    expect(select(1)(store.getState())).toMatchObject({
      isError: true,
      error: { code: 'SERVER_ERROR', status: 500, message: 'Internal server error' },
    });
    // The server's error body, as it came.
    expect((select(1)(store.getState()).error as { payload?: unknown }).payload).toEqual({
      timestamp: expect.any(String),
      status: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
      path: '/jobs/1',
    });
    expect(select(2)(store.getState())).toMatchObject({ isSuccess: true });
    failed.unsubscribe();
    fine.unsubscribe();
  });
});

describe('percent helper (spec section 9)', () => {
  it('rounds, and returns 0 when the value is not finite', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(6, 6)).toBe(100);
    expect(percent(1, 0)).toBe(0);
    expect(percent(0, 0)).toBe(0);
    expect(percent(Number.NaN, 5)).toBe(0);
  });
});
