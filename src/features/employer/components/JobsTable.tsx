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
import type { Job } from '@/state/jobs/types';
import type { EmployerJobStatus } from '@/state/employer/types';
import { employerLinks } from '../links';
import { JobRowActions } from './JobRowActions';

export function JobsTable({
  jobs,
  onStatus,
}: {
  jobs: Job[];
  onStatus: (job: Job, status: EmployerJobStatus) => void;
}) {
  return (
    <TableContainer>
      <Table aria-label="Job postings">
        <TableHead>
          <TableRow>
            <TableCell>Title</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Type</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Posted</TableCell>
            <TableCell align="right">Applicants</TableCell>
            <TableCell>Status</TableCell>
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
              {/* Long words break anywhere (theme), so the title keeps a readable width on a phone. */}
              <TableCell sx={{ minWidth: 80 }}>
                <Link component={RouterLink} to={employerLinks.applicants(job.id)} sx={{ fontWeight: 600 }}>
                  {job.title}
                </Link>
                <div>{job.location}</div>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {job.jobType === 'INTERNSHIP' ? 'Internship' : 'Professional'}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {formatDate(job.createdAt, 'medium')}
              </TableCell>
              <TableCell align="right">{job.applicantCount ?? 0}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={job.status === 'ACTIVE' ? 'success' : 'default'}
                  label={job.status === 'ACTIVE' ? 'Active' : 'Inactive'}
                />
              </TableCell>
              <TableCell align="right">
                <JobRowActions job={job} onStatus={onStatus} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
