import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { counted } from '@/lib/text';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';

/** Picks one of the employer's active jobs (for the review when no job is in the link). */
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
          {j.title} · {counted(j.applicantCount ?? 0, 'applicant')}
        </MenuItem>
      ))}
    </TextField>
  );
}
