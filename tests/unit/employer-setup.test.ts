// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SETUP_READING, setupStep } from '@/state/employer/selectors';
import type { Company, Subscription } from '@/state/employer/types';

const company: Company = { companyName: 'Acme', industries: [1], termsAndConditionsAccepted: true };
const plan: Subscription = { planKey: 'Monthly', status: 'ACTIVE' };

describe('employer setup progress (spec section 4)', () => {
  it('is 0 until the company has a name, industries and accepted terms', () => {
    expect(setupStep(null, null)).toBe(0);
    expect(setupStep({ ...company, companyName: '' }, plan)).toBe(0);
    expect(setupStep({ ...company, industries: [] }, plan)).toBe(0);
    expect(setupStep({ ...company, termsAndConditionsAccepted: false }, plan)).toBe(0);
  });

  it('chooses the reading where a present subscription gives 2', () => {
    expect(SETUP_READING).toBe('present');
    expect(setupStep(company, null)).toBe(1);
    expect(setupStep(company, {})).toBe(1);
    expect(setupStep(company, plan)).toBe(2);
  });

  it('the other reading (an empty subscription gives 2) would call a company without a plan finished', () => {
    expect(setupStep(company, null, 'empty')).toBe(2);
    expect(setupStep(company, plan, 'empty')).toBe(1);
    expect(setupStep(null, null, 'empty')).toBe(0);
  });
});
