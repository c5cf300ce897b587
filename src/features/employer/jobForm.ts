import * as yup from 'yup';
import { text } from '@/lib/validation';
import type { Job } from '@/state/jobs/types';
import type { JobDraft } from '@/state/employer/types';

/** The form keeps pay as typed text so that nothing the user typed is lost on a bad value. */
export type JobFormValues = Omit<JobDraft, 'payMin' | 'payMax'> & { payMin: string; payMax: string };

/** A typed amount as a number: '85000', '85,000' and '$85,000.50' all read; anything else is NaN. */
export function toAmount(v: string): number {
  // Commas only between thousands: '1,2,3' is a slip, not 123 (QA).
  const t = v.trim().replace(/^\$\s*/, '');
  return /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(t) ? Number(t.replace(/,/g, '')) : NaN;
}

/**
 * The most pay a post may name, per any period: far above any real salary, it catches a slip of the keyboard (an
 * extra three zeros) before applicants see it. Not in the spec (docs/decisions.md).
 */
export const PAY_MAX = 10_000_000;

/** Pay is optional; typed, it is an amount in dollars and cents, more than nothing and at most PAY_MAX. */
const amount = (label: string) =>
  yup
    .string()
    .test(
      'amount',
      `${label} must be an amount, like 85,000 or 42.50`,
      (v) => !v?.trim() || !Number.isNaN(toAmount(v)),
    )
    .test('more-than-0', `${label} must be more than 0`, (v) => !v?.trim() || !(toAmount(v) === 0))
    .test(
      'at-most',
      `${label} can be at most ${PAY_MAX.toLocaleString('en-US')}`,
      (v) => !v?.trim() || !(toAmount(v) > PAY_MAX),
    );

/** The most characters a job title may have. */
const TITLE_MAX = 120;

export const jobSchema = yup.object({
  title: text('job title', { max: TITLE_MAX }),
  description: text('job description', { max: 5000 }),
  jobType: yup.string().required(),
  workArrangements: yup.array().of(yup.string()).min(1, 'Please choose at least one work arrangement'),
  location: text('location', { max: 200 }),
  payMin: amount('Minimum pay'),
  payMax: amount('Maximum pay').test(
    'not-below-min',
    'Maximum pay cannot be lower than minimum pay',
    function (v) {
      const [min, max] = [toAmount(this.parent.payMin ?? ''), toAmount(v ?? '')];
      return Number.isNaN(min) || Number.isNaN(max) || max >= min;
    },
  ),
});

export const EMPTY_JOB: JobFormValues = {
  title: '',
  description: '',
  jobType: 'PROFESSIONAL',
  workArrangements: [],
  location: '',
  payMin: '',
  payMax: '',
  payPeriod: 'year',
  tags: [],
  keyQualifications: [],
  benefits: [],
  isDuplicateListing: false,
};

/**
 * An existing job (or bulk row) as form values; a duplicate drops the id and is flagged as a copy. Its title says
 * '(copy)' when that fits the title's limit; a title too long for it is kept whole (docs/decisions.md).
 */
export function toFormValues(job: Job | JobDraft, duplicate = false): JobFormValues {
  const copy = `${job.title} (copy)`;
  return {
    ...(duplicate || job.id == null ? {} : { id: job.id }),
    title: duplicate && copy.length <= TITLE_MAX ? copy : job.title,
    description: job.description ?? '',
    jobType: job.jobType ?? 'PROFESSIONAL',
    workArrangements: job.workArrangements ?? [],
    location: job.location ?? '',
    payMin: job.payMin != null ? String(job.payMin) : '',
    payMax: job.payMax != null ? String(job.payMax) : '',
    payPeriod: job.payPeriod === 'hour' ? 'hour' : 'year',
    tags: job.tags ?? [],
    keyQualifications: job.keyQualifications ?? [],
    benefits: job.benefits ?? [],
    isDuplicateListing: duplicate,
  };
}

export function toDraft(values: JobFormValues): JobDraft {
  const num = (v: string) => (v.trim() ? toAmount(v) : null);
  return { ...values, payMin: num(values.payMin), payMax: num(values.payMax) };
}
