import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, setErrorNotifier } from '@/api/client';
import { toast } from '@/components/toast';
import { EP } from '@/api/endpoints';
import { failNext } from '@/mocks/http';

const ask = (email: string) => api.post(EP.users.forgetPassword, { email }).catch(() => undefined);

describe("a call's failure, told by a toast", () => {
  beforeAll(() => setErrorNotifier(toast.error));
  afterEach(() => toast.clear());

  it('is taken back when the same call gets through, not when another one does', async () => {
    failNext({ path: EP.users.forgetPassword, status: 500 });
    await ask('alex@demo.test');
    expect(toast.peek()).toBe('Internal server error');
    // Another call to the same path (another body) succeeding says nothing of this one.
    await ask('hr@acme.test');
    expect(toast.peek()).toBe('Internal server error');
    await ask('alex@demo.test');
    expect(toast.peek()).toBeUndefined();
  });

  it('told by two calls, stays until both get through', async () => {
    failNext({ path: EP.users.forgetPassword, status: 500, times: 2 });
    await ask('alex@demo.test');
    await ask('hr@acme.test');
    await ask('alex@demo.test');
    expect(toast.peek()).toBe('Internal server error');
    await ask('hr@acme.test');
    expect(toast.peek()).toBeUndefined();
  });

  it('told twice by one call, goes when that call gets through', async () => {
    failNext({ path: EP.users.forgetPassword, status: 500, times: 2 });
    await ask('alex@demo.test');
    await ask('alex@demo.test');
    await ask('alex@demo.test');
    expect(toast.peek()).toBeUndefined();
  });
});
