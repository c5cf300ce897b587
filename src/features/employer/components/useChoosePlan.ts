import { useNavigate } from 'react-router-dom';
import { FREE_TRIAL_URL } from '@/config';
import { EmployerApi } from '@/state/employer/endpoints';
import type { PlanKey } from '@/state/employer/types';

/**
 * Subscribes to a plan and goes where the answer says: a free trial to the fixed free-trial link, anything
 * else to the returned url (the payment provider, which sends the user back to /employer/profile-setup/{payment}).
 * `onChosen` stands in for an in-app return: Settings, whose user has finished setup and so may not open the
 * setup's {payment} route (spec section 2), stays where the plan was chosen.
 */
export function useChoosePlan(onChosen?: () => void) {
  const navigate = useNavigate();
  const [subscribe, request] = EmployerApi.useSubscribeMutation();
  // The plan being subscribed to shows as busy (the call's own argument, while it is under way).
  const busyKey = request.isLoading ? (request.originalArgs ?? null) : null;
  const choose = async (key: PlanKey) => {
    const result = await subscribe(key);
    if (result.error) return;
    const target = result.data.freeTrial ? FREE_TRIAL_URL : result.data.url;
    if (!target) return onChosen?.();
    if (/^https?:\/\//.test(target)) window.location.assign(target);
    else if (onChosen) onChosen();
    else navigate(target);
  };
  return { busyKey, choose };
}
