import type { PaymentPlan, PlanKey } from '@/state/employer/types';

/** Spec section 9: the price suffix of each plan (the free trial has none). */
export const PRICE_SUFFIX: Record<PlanKey, string> = {
  Monthly: '/month',
  Annual: '/year',
  'One-Time': '/one time',
  'Free-Trial': '',
};

/** Spec section 9: each plan's name, for a plan the server sends without one (or a subscription alone). */
export const PLAN_NAMES: Record<PlanKey, string> = {
  Monthly: 'Monthly Plan',
  Annual: 'Annual Plan',
  'One-Time': 'One Time Plan',
  'Free-Trial': 'Free Plan',
};

/** A plan's name: the server's, else the spec's for its key, else a plain 'Your plan'. */
export function planName(key: PlanKey | undefined, plans: Pick<PaymentPlan, 'key' | 'name'>[] = []) {
  return plans.find((p) => p.key === key)?.name || (key && PLAN_NAMES[key]) || 'Your plan';
}

export function planPrice(plan: Pick<PaymentPlan, 'key' | 'price' | 'currency'>) {
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: plan.currency ?? 'USD',
    maximumFractionDigits: 0,
  }).format(plan.price ?? 0);
  return { amount, suffix: PRICE_SUFFIX[plan.key] ?? '' };
}

/** The {payment} values the payment provider (or the free trial) returns with that mean success. */
export const PAYMENT_OK = ['success', 'free-trial'];
