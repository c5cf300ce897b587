import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { db } from '@/mocks/db';
import { DEMO_PASSWORD } from '@/mocks/seed/auth';
import { otpReset } from '@/state/auth/authSlice';
import { AuthApi } from '@/state/auth/endpoints';
import { ProfileApi } from '@/state/auth/profileEndpoints';
import { endSession } from '@/state/auth/session';
import { toggleCompare } from '@/state/jobs/jobsSlice';
import { signIn } from '../components/render';

describe('the auth domain through the query layer', () => {
  it('logs in with the email lower-cased and stores the session (spec sections 4 and 5)', async () => {
    const store = makeStore();
    const session = await store
      .dispatch(AuthApi.endpoints.login.initiate({ email: '  ALEX@Demo.TEST ', password: DEMO_PASSWORD }))
      .unwrap();
    expect(session).toMatchObject({ id: 1, role: 'JOBSEEKER', email: 'alex@demo.test' });
    expect(store.getState().auth).toMatchObject({ loggedIn: true, id: 1, role: 'JOBSEEKER' });
    for (const key of ['token', 'role', 'profileComplete', 'id', 'email'])
      expect(localStorage.getItem(key)).not.toBeNull();
  });

  it('keeps the OTP state: a resent code and its message, then a failed and a verified code', async () => {
    const store = makeStore();
    const arg = { userId: 2, contactInfo: '+14155550102' };
    await store.dispatch(AuthApi.endpoints.resendOtp.initiate({ ...arg, channel: 'SMS' }));
    expect(store.getState().auth.otp).toMatchObject({ isVerificationCodeResent: true, isVerified: false });
    expect(store.getState().auth.otp.message).not.toBe('');
    await store.dispatch(AuthApi.endpoints.verifyOtp.initiate({ ...arg, otp: '000000' }));
    expect(store.getState().auth.otp.isVerified).toBe(false);
    store.dispatch(otpReset());
    await store.dispatch(AuthApi.endpoints.verifyOtp.initiate({ ...arg, otp: db().otps['2'] }));
    expect(store.getState().auth.otp.isVerified).toBe(true);
    expect(store.getState().auth).toMatchObject({ loggedIn: true, id: 2 });
  });

  it('keeps one copy of the profile: a saved step is what every reader of the cache sees', async () => {
    signIn('seeker');
    const store = makeStore();
    const read = store.dispatch(ProfileApi.endpoints.getJobSeekerProfile.initiate());
    await read;
    await store
      .dispatch(ProfileApi.endpoints.saveJobSeekerProfile.initiate({ basicInfo: { ethnicity: 'Asian' } }))
      .unwrap();
    const cached = ProfileApi.endpoints.getJobSeekerProfile.select()(store.getState()).data;
    expect(cached?.basicInfo.ethnicity).toBe('Asian');
    // The rest of the profile is the server's answer, unchanged: the seeded education entry.
    expect(cached?.education.map((e) => e.institution)).toEqual(['University of Washington']);
    read.unsubscribe();
  });

  it('forgets the user record and the profile when the session ends', async () => {
    signIn('seeker');
    const store = makeStore();
    await store.dispatch(AuthApi.endpoints.getUser.initiate(1));
    expect(AuthApi.endpoints.getUser.select(1)(store.getState()).data?.firstName).toBe('Alex');
    endSession(store.dispatch);
    expect(AuthApi.endpoints.getUser.select(1)(store.getState()).data).toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('forgets the jobs picked to compare when the session ends: the next user on the tab starts with none', () => {
    signIn('seeker');
    const store = makeStore();
    store.dispatch(toggleCompare(3));
    store.dispatch(toggleCompare(5));
    expect(makeStore().getState().jobs.compare).toEqual([3, 5]); // a reload keeps them
    endSession(store.dispatch);
    expect(store.getState().jobs.compare).toEqual([]);
    expect(makeStore().getState().jobs.compare).toEqual([]);
  });
});
