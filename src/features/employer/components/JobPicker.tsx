import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { counted } from '@/lib/text';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import type { Job } from '@/state/jobs/types';

const applicants = (j: Job) => `· ${counted(j.applicantCount ?? 0, 'applicant')}`;
const title = (j: Job) => (j.status === 'INACTIVE' ? `${j.title} (inactive)` : j.title);
/** Where the job is: two jobs of one title read alike without it (QA: eleven pairs). */
const place = (j: Job) => (j.location ? ` · ${j.location}` : '');

/**
 * Picks one of the employer's active jobs (for the review when no job is in the link). The job being reviewed
 * (`current`) is among them even when it is inactive, marked so: the review always names its job. It keeps its
 * width however long a title is: the title shown is cut short with an ellipsis and the count stays in view, while
 * the text (and so the name read out) keeps the whole title; in the list, a long title wraps.
 */
export function JobPicker({
  value,
  current,
  onChange,
}: {
  value: number | null;
  current?: Job;
  onChange: (id: number) => void;
}) {
  const summary = EmployerJobsApi.useGetJobSummaryQuery().data;
  const active = summary?.activeJobs ?? [];
  // Nothing to pick (no active job, none opened): no picker (PickJobFirst says what to do instead).
  if (summary && !active.length && value == null) return null;
  // In the order of their titles, then places, then the most applicants, to be found by reading (the server's
  // order is none).
  const jobs = (current && !active.some((j) => j.id === current.id) ? [...active, current] : active)
    .slice()
    .sort(
      (a, b) =>
        a.title.localeCompare(b.title) ||
        place(a).localeCompare(place(b)) ||
        (b.applicantCount ?? 0) - (a.applicantCount ?? 0),
    );
  return (
    <TextField
      select
      label="Job"
      value={jobs.some((j) => j.id === value) ? value : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      // The phone's whole width; elsewhere as wide as its text is large (a fixed 280 px left one letter at 200%).
      sx={{ width: { xs: 'calc(100vw - 32px)', sm: '17.5rem' }, maxWidth: '100%' }}
      slotProps={{
        select: {
          renderValue: (id) => {
            const job = jobs.find((j) => j.id === id);
            return (
              job && (
                <Box component="span" sx={{ display: 'flex' }}>
                  {/* The space is for the name read out; the line ends there, so it takes no room. */}
                  <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {title(job)}
                    {place(job)}{' '}
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
          {title(j)}
          {place(j)} {applicants(j)}
        </MenuItem>
      ))}
    </TextField>
  );
}
