import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import { employerLinks } from '../links';

/** Picks one of the employer's active jobs (for a page about one job's applicants when no job is in the link). */
export function JobPicker({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const jobs = EmployerJobsApi.useGetJobSummaryQuery().data?.activeJobs ?? [];
  return (
    <TextField
      select
      label="Job"
      value={jobs.some((j) => j.id === value) ? value : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 280 }}
    >
      {jobs.map((j) => (
        <MenuItem key={j.id} value={j.id}>
          {j.title} ({j.applicantCount ?? 0})
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * What a page about one job's applicants shows when opened without a job (from the menu, say): what the page
 * is for, and a job to pick, which opens that job's applicants.
 */
export function PickJobFirst({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Stack spacing={2} sx={{ '& .MuiTextField-root': { width: { xs: '100%', sm: 420 } } }}>
      <Typography color="text.secondary">{children}</Typography>
      <JobPicker value={null} onChange={(id) => navigate(employerLinks.applicants(id))} />
    </Stack>
  );
}
