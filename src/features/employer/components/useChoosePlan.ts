import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { FREE_TRIAL_URL } from '@/config';
import { subscribe } from '@/state/employer/api';
import type { PlanKey } from '@/state/employer/types';

/**
 * Subscribes to a plan and goes where the answer says: a free trial to the fixed free-trial link, anything
 * else to the returned url (the payment provider, which sends the user back to /employer/profile-setup/{payment}).
 */
export function useChoosePlan() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busyKey, setBusyKey] = useState<PlanKey | null>(null);
  const choose = async (key: PlanKey) => {
    setBusyKey(key);
    const result = await dispatch(subscribe(key));
    setBusyKey(null);
    if (!subscribe.fulfilled.match(result)) return;
    const target = result.payload.freeTrial ? FREE_TRIAL_URL : result.payload.url;
    if (!target) return;
    if (/^https?:\/\//.test(target)) window.location.assign(target);
    else navigate(target);
  };
  return { busyKey, choose };
}
