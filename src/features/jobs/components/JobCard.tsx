import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { StatusChip } from '@/components/StatusChip';
import { toggleCompare } from '@/state/jobs/jobsSlice';
import { formatPay, jobName, MAX_COMPARE, selectCompareIds } from '@/state/jobs/selectors';
import type { Job } from '@/state/jobs/types';
import { ClosedChip } from './ClosedChip';
import { CompanyLogo } from './CompanyLogo';

/** One job in a list: title (opens the description), company, place, pay, arrangements and status. */
export function JobCard({
  job,
  headingLevel = 'h2',
  actions,
  children,
}: {
  job: Job;
  headingLevel?: 'h2' | 'h3';
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const picked = useAppSelector(selectCompareIds);
  const checked = picked.includes(job.id);
  const pay = formatPay(job);
  return (
    <Card variant="outlined" component="article" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <CompanyLogo job={job} size={40} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component={headingLevel} sx={{ fontSize: '1.05rem' }}>
            <Link component={RouterLink} to={paths.jobSeeker.jobDescription(job.id)} underline="hover">
              {job.title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[job.companyName, job.location].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <ClosedChip job={job} />
        <StatusChip status={job.userJobStatus} />
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {pay && (
          <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
            {pay}
          </Typography>
        )}
        {job.jobType === 'INTERNSHIP' && !job.workArrangements?.includes('Internship') && (
          <Chip size="small" label="Internship" />
        )}
        {(job.workArrangements ?? []).map((a) => (
          <Chip key={a} size="small" variant="outlined" label={a} />
        ))}
      </Box>
      {children}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {actions}
        <FormControlLabel
          sx={{ ml: 'auto' }}
          control={
            <Checkbox
              size="small"
              checked={checked}
              disabled={!checked && picked.length >= MAX_COMPARE}
              onChange={() => dispatch(toggleCompare(job.id))}
              slotProps={{
                input: { 'aria-label': `Compare ${jobName(job)}` },
              }}
            />
          }
          label="Compare"
        />
      </Box>
    </Card>
  );
}
