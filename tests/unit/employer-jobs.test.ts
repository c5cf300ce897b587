// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toJobPayload } from '@/state/jobs/employerEndpoints';
import { EMPTY_JOB, jobSchema, toDraft, toFormValues } from '@/features/employer/jobForm';
import employerReducer, {
  applicantActed,
  applicantActionUndone,
  reviewOpened,
  reviewReset,
} from '@/state/employer/employerSlice';
import { preferBodyMessage } from '@/state/employer/errors';
import { planPrice } from '@/features/employer/plans';
import { swipeDirection } from '@/features/employer/components/useSwipe';

describe('job payload', () => {
  it('removes the isDuplicateListing flag before sending', () => {
    const draft = toDraft({ ...EMPTY_JOB, title: 'Nurse', isDuplicateListing: true });
    const payload = toJobPayload(draft);
    expect(payload).not.toHaveProperty('isDuplicateListing');
    expect(payload.title).toBe('Nurse');
  });

  it('a duplicate drops the id, marks the copy, and keeps the rest', () => {
    const values = toFormValues({ id: 7, title: 'Nurse', payMin: 20, tags: ['Healthcare'] }, true);
    expect(values.id).toBeUndefined();
    expect(values.isDuplicateListing).toBe(true);
    expect(values.title).toBe('Nurse (copy)');
    expect(toDraft(values).payMin).toBe(20);
  });

  it('empty pay becomes null, typed pay a number', () => {
    expect(toDraft({ ...EMPTY_JOB, payMin: '', payMax: '45.5' })).toMatchObject({
      payMin: null,
      payMax: 45.5,
    });
  });

  it('pay typed with thousands separators or a dollar sign reads as the amount; other text is refused', async () => {
    expect(toDraft({ ...EMPTY_JOB, payMin: '85,000', payMax: '$100,000.50' })).toMatchObject({
      payMin: 85000,
      payMax: 100000.5,
    });
    const check = (payMin: string, payMax: string) =>
      jobSchema.validateAt('payMax', { ...EMPTY_JOB, payMin, payMax }).then(
        () => 'valid',
        (e: { message: string }) => e.message,
      );
    expect(await check('90,000', '100,000')).toBe('valid');
    expect(await check('90,000', '85,000')).toBe('Maximum pay cannot be lower than minimum pay');
    expect(await check('', 'lots')).toBe('Maximum pay must be an amount, like 85,000 or 42.50');
    // A third decimal is not a positive-number problem: the message says what an amount looks like.
    expect(await check('', '90,000.555')).toBe('Maximum pay must be an amount, like 85,000 or 42.50');
    expect(await check('', '0')).toBe('Maximum pay must be more than 0');
    expect(await check('', '0.00')).toBe('Maximum pay must be more than 0');
    // A slip of the keyboard (three zeros too many) is caught; the most a real post names passes.
    expect(await check('', '99,999,999,999')).toBe('Maximum pay can be at most 10,000,000');
    expect(await check('', '10,000,000')).toBe('valid');
    // Commas between thousands only; spaces around the amount are let go, inside it they are a slip (QA).
    expect(await check('', '1,2,3')).toBe('Maximum pay must be an amount, like 85,000 or 42.50');
    expect(await check('', '85 000')).toBe('Maximum pay must be an amount, like 85,000 or 42.50');
    expect(await check('', '  $85,000.50 ')).toBe('valid');
    expect(await check('', '$ 85000')).toBe('valid');
  });
});

describe('best-match review (spec section 4)', () => {
  const start = employerReducer(undefined, { type: 'init' });
  it('advances the index by one only when the action carries updateIndex', () => {
    let s = employerReducer(start, applicantActed({ employerJobStatus: null, updateIndex: true }));
    expect(s.review.index).toBe(1);
    s = employerReducer(s, applicantActed({ employerJobStatus: 'NOT_A_MATCH', updateIndex: false }));
    expect(s.review.index).toBe(1);
    s = employerReducer(s, applicantActed({ employerJobStatus: 'SCHEDULED', updateIndex: true }));
    expect(s.review.index).toBe(2);
    expect(employerReducer(s, reviewReset()).review.index).toBe(0);
  });

  it('an undone Not a Match goes back one, never before the first', () => {
    const s = employerReducer(start, applicantActed({ employerJobStatus: 'NOT_A_MATCH', updateIndex: true }));
    expect(employerReducer(s, applicantActionUndone()).review.index).toBe(0);
    expect(employerReducer(start, applicantActionUndone()).review.index).toBe(0);
  });

  it('starts another job at its best match and keeps the place when the same job is opened again', () => {
    let s = employerReducer(start, reviewOpened(7));
    s = employerReducer(s, applicantActed({ employerJobStatus: null, updateIndex: true }));
    expect(employerReducer(s, reviewOpened(7)).review).toEqual({ jobId: 7, index: 1 });
    expect(employerReducer(s, reviewOpened(8)).review).toEqual({ jobId: 8, index: 0 });
  });
});

describe('small rules', () => {
  it('comparison errors prefer the response body message', () => {
    expect(preferBodyMessage({ message: 'Api not found', payload: { message: 'Applicant 9 is gone' } })).toBe(
      'Applicant 9 is gone',
    );
    expect(preferBodyMessage({ message: 'Api not found', payload: {} })).toBe('Api not found');
    expect(preferBodyMessage(undefined)).toBe('Error');
    // A body that is only the status's reason phrase says nothing: the catalogue's words show.
    expect(preferBodyMessage({ message: 'Time Out', payload: { message: 'Loop Detected' } })).toBe(
      'Time Out',
    );
    expect(preferBodyMessage({ message: 'Api not found', payload: 'Not Found' })).toBe('Api not found');
    expect(
      preferBodyMessage({ message: 'Internal server error', payload: { message: 'Internal Server Error' } }),
    ).toBe('Internal server error');
  });

  it('plan prices carry the spec suffixes', () => {
    expect(planPrice({ key: 'Monthly', price: 99 })).toEqual({ amount: '$99', suffix: '/month' });
    expect(planPrice({ key: 'Annual', price: 990 }).suffix).toBe('/year');
    expect(planPrice({ key: 'One-Time', price: 149 }).suffix).toBe('/one time');
  });

  it('reads a swipe only when long and mostly sideways: up and down scroll the card', () => {
    expect(swipeDirection(120, 10)).toBe('right');
    expect(swipeDirection(-120, 10)).toBe('left');
    expect(swipeDirection(5, -150)).toBeNull();
    expect(swipeDirection(5, 150)).toBeNull();
    expect(swipeDirection(40, 0)).toBeNull();
    expect(swipeDirection(100, 90)).toBeNull();
  });
});
