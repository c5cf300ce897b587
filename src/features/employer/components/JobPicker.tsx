import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { counted } from '@/lib/text';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';

const applicants = (j: { applicantCount?: number }) => `· ${counted(j.applicantCount ?? 0, 'applicant')}`;

/**
 * Picks one of the employer's active jobs (for the review when no job is in the link). It keeps its width
 * however long a title is: the title shown is cut short with an ellipsis and the count stays in view, while
 * the text (and so the name read out) keeps the whole title; in the list, a long title wraps.
 */
export function JobPicker({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const jobs = EmployerJobsApi.useGetJobSummaryQuery().data?.activeJobs ?? [];
  return (
    <TextField
      select
      label="Job"
      value={jobs.some((j) => j.id === value) ? value : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ width: 280, maxWidth: '100%' }}
      slotProps={{
        select: {
          renderValue: (id) => {
            const job = jobs.find((j) => j.id === id);
            return (
              job && (
                <Box component="span" sx={{ display: 'flex' }}>
                  {/* The space is for the name read out; the line ends there, so it takes no room. */}
                  <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {job.title}{' '}
                  </Box>
                  <Box component="span" sx={{ pl: 0.5 }}>
                    {applicants(job)}
                  </Box>
                </Box>
              )
            );
          },
          MenuProps: { slotProps: { paper: { sx: { maxWidth: 'min(480px, calc(100% - 32px))' } } } },
        },
      }}
    >
      {jobs.map((j) => (
        <MenuItem key={j.id} value={j.id} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {j.title} {applicants(j)}
        </MenuItem>
      ))}
    </TextField>
  );
}
