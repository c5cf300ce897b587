import Box from '@mui/material/Box';
import type { Job } from '@/state/jobs/types';

/**
 * The logo the employer uploaded, beside the company's name (so it says nothing more to a screen reader); nothing
 * when there is none, or when it does not load (a file that is no image).
 */
export function CompanyLogo({ job, size }: { job: Pick<Job, 'companyLogo'>; size: number }) {
  if (!job.companyLogo) return null;
  return (
    <Box
      component="img"
      src={job.companyLogo}
      alt=""
      onError={(e) => (e.currentTarget.hidden = true)}
      sx={{ width: size, height: size, flexShrink: 0, objectFit: 'contain', borderRadius: 1 }}
    />
  );
}
