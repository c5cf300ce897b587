import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/LoadError';
import { counted } from '@/lib/text';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import { employerLinks } from '../links';
import { PostJobButton } from './PostJobButton';

/**
 * What a page about one job's applicants shows when opened without a job (from the menu, say): what the page
 * is for, and the jobs that have applicants, most first, each opening its applicants. Links rather than a select:
 * one click, and the page loads no menu code. An employer with no job at all has nothing to pick: the way on is
 * posting one, as Overview and Job postings say.
 */
export function PickJobFirst({
  children,
  linkTo = employerLinks.applicants,
  onPick,
}: {
  children: ReactNode;
  /** Where a job's link goes: its applicants, unless given. */
  linkTo?: (jobId: number) => string;
  /** A job's link followed (a page that stays itself, its job in the address, takes focus on from there). */
  onPick?: (jobId: number) => void;
}) {
  const summary = EmployerJobsApi.useGetJobSummaryQuery();
  const jobs = [...(summary.data?.activeJobs ?? [])]
    .filter((j) => (j.applicantCount ?? 0) > 0)
    .sort((a, b) => (b.applicantCount ?? 0) - (a.applicantCount ?? 0));
  const none = summary.data?.totalJobCount === 0 && !summary.data.activeJobs.length;
  return (
    <Box>
      {!none && <Typography color="text.secondary">{children}</Typography>}
      {summary.isError ? (
        // The jobs to pick from could not be read: said, with a Retry (never an empty list to pick from).
        <Box sx={{ mt: 2 }}>
          <LoadError error={summary.error} onRetry={summary.refetch} />
        </Box>
      ) : none ? (
        <>
          <Typography sx={{ mb: 2 }}>
            No jobs posted yet. Post a job to start receiving applicants.
          </Typography>
          <PostJobButton />
        </>
      ) : summary.isSuccess && !jobs.length ? (
        <Typography sx={{ mt: 2 }}>No one has applied to your jobs yet.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Jobs with applicants"
          sx={{ pl: 2.5, mt: 2, display: 'grid', gap: 1 }}
        >
          {jobs.map((j) => (
            <li key={j.id}>
              <Link component={RouterLink} to={linkTo(j.id)} onClick={() => onPick?.(j.id)}>
                {j.title}
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {[j.location, counted(j.applicantCount ?? 0, 'applicant')].filter(Boolean).join(' · ')}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
