import type { Job } from '@/state/jobs/types';

/**
 * The logo the employer uploaded, beside the company's name (so it says nothing more to a screen reader); nothing
 * when there is none, or when it does not load (a file that is no image).
 */
export const CompanyLogo = ({ job, size }: { job: Pick<Job, 'companyLogo'>; size: number }) =>
  job.companyLogo ? (
    <img
      // A new logo is a new image: one that failed before is not kept hidden.
      key={job.companyLogo}
      src={job.companyLogo}
      alt=""
      width={size}
      height={size}
      style={{ objectFit: 'contain', flexShrink: 0 }}
      onError={(e) => (e.currentTarget.hidden = true)}
    />
  ) : null;
