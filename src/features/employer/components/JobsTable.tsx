import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '@mui/utils';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '@/lib/dates';
import { JOB_TYPE_LABEL, type Job } from '@/state/jobs/types';
import type { JobStatusChange } from '@/state/employer/types';
import { employerLinks } from '../links';
import { JobRowActions } from './JobRowActions';
import { PHONE_ONLY, WIDE_SCREEN_COLUMN } from './phoneColumns';

/** What a status change under way says in place of the status, until the list shows its outcome. */
const CHANGING: Record<JobStatusChange, string> = {
  ACTIVE: 'Activating…',
  INACTIVE: 'Deactivating…',
  DELETE: 'Deleting…',
};

function JobStatus({ job, changing }: { job: Job; changing?: JobStatusChange }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={job.status === 'ACTIVE' && !changing ? 'success' : 'default'}
      label={changing ? CHANGING[changing] : job.status === 'ACTIVE' ? 'Active' : 'Inactive'}
    />
  );
}

export function JobsTable({
  jobs,
  onStatus,
  focus,
  busy = false,
  changing = () => undefined,
}: {
  jobs: Job[];
  onStatus: (job: Job, status: JobStatusChange) => void;
  /** A row's status change under way: to what. */
  changing?: (job: Job) => JobStatusChange | undefined;
  /** The row whose Actions button takes focus from the page (after the row before it left the list). */
  focus?: { id: number; ref: Ref<HTMLButtonElement> };
  /** The rows are the last list's while another search, filter, sort or page loads: said, faded, inert. */
  busy?: boolean;
}) {
  return (
    <TableContainer>
      {/* Faded rows cannot be opened or acted on: they are about to give way to the list asked for. */}
      <Table aria-label="Job postings" aria-busy={busy} inert={busy} sx={{ opacity: busy ? 0.6 : 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Title</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Type</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Posted</TableCell>
            <TableCell align="right">Applicants</TableCell>
            <TableCell sx={WIDE_SCREEN_COLUMN}>Status</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.id} hover>
              {/* Room for ordinary words (a word breaks only where it does not fit, theme); a pasted URL still
                  breaks rather than widening every row. */}
              <TableCell sx={{ minWidth: 112 }}>
                <Link component={RouterLink} to={employerLinks.applicants(job.id)} sx={{ fontWeight: 600 }}>
                  {job.title}
                </Link>
                <div>{job.location}</div>
                <Box sx={{ ...PHONE_ONLY, mt: 0.5 }}>
                  <JobStatus job={job} changing={changing(job)} />
                </Box>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {JOB_TYPE_LABEL[job.jobType ?? 'PROFESSIONAL']}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                {formatDate(job.createdAt, 'medium')}
              </TableCell>
              <TableCell align="right">{job.applicantCount ?? 0}</TableCell>
              <TableCell sx={WIDE_SCREEN_COLUMN}>
                <JobStatus job={job} changing={changing(job)} />
              </TableCell>
              <TableCell align="right">
                <JobRowActions
                  job={job}
                  onStatus={onStatus}
                  changing={!!changing(job)}
                  buttonRef={focus?.id === job.id ? focus.ref : undefined}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
