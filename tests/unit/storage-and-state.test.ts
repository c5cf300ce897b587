import { describe, expect, it } from 'vitest';
import { createSlice } from '@reduxjs/toolkit';
import { configureStore } from '@reduxjs/toolkit';
import { clearSession, readSession, writeSession } from '@/lib/storage';
import { percent } from '@/lib/percent';
import { requestFlags, selectRequest, trackRequests, type RequestsState } from '@/api/request-state';
import { apiThunk } from '@/api/thunk';

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

  it('reads a role stored as a user type id', () => {
    localStorage.setItem('role', '1');
    expect(readSession().role).toBe('JOBSEEKER');
  });
});

describe('request state helper', () => {
  const ok = apiThunk('demo/ok', async (n: number) => n * 2);
  const bad = apiThunk('demo/bad', async () => {
    throw new Error('boom');
  });
  const slice = createSlice({
    name: 'demo',
    initialState: { requests: {} as RequestsState },
    reducers: {},
    extraReducers: (b) => trackRequests(b, [ok, bad]),
  });
  const store = () => {
    const s = configureStore({ reducer: { demo: slice.reducer } });
    // apiThunk is typed for the app's RootState; this small store only needs the thunk middleware.
    return { getState: s.getState, dispatch: s.dispatch as (action: unknown) => Promise<unknown> };
  };

  it('goes from uninitialized to pending to fulfilled', async () => {
    const s = store();
    expect(selectRequest(s.getState().demo.requests, ok).isUninitialized).toBe(true);
    const p = s.dispatch(ok(2));
    expect(selectRequest(s.getState().demo.requests, ok).isPending).toBe(true);
    await p;
    expect(selectRequest(s.getState().demo.requests, ok)).toMatchObject({
      status: 'fulfilled',
      isFulfilled: true,
    });
  });

  it('keeps the error message of a rejected call', async () => {
    const s = store();
    await s.dispatch(bad());
    expect(selectRequest(s.getState().demo.requests, bad)).toMatchObject({
      isRejected: true,
      error: { message: 'boom', code: 'REJECTED' },
    });
  });

  it('treats an unknown request as uninitialized', () => {
    expect(requestFlags(undefined).status).toBe('uninitialized');
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
