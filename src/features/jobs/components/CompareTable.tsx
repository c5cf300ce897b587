import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { paths } from '@/app/paths';
import { COMPARE_ROWS, rowDiffers } from '@/state/jobs/selectors';
import type { Job } from '@/state/jobs/types';

/** Jobs in columns, attributes in rows; a row whose values differ is marked and tinted. */
export function CompareTable({ jobs }: { jobs: Job[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label="Job comparison">
      <Table sx={{ minWidth: 160 + jobs.length * 200 }}>
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>
          Comparing {jobs.length} jobs. Rows marked “differs” have different values.
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="td" />
            {jobs.map((j) => (
              <TableCell key={j.id} scope="col" component="th" sx={{ fontWeight: 700, verticalAlign: 'top' }}>
                <Link component={RouterLink} to={paths.jobSeeker.jobDescription(j.id)}>
                  {j.title}
                </Link>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {COMPARE_ROWS.map((row) => {
            const differs = rowDiffers(row, jobs);
            return (
              <TableRow
                key={row.label}
                data-differs={differs || undefined}
                sx={
                  differs
                    ? { bgcolor: 'warning.50', '& > *': { bgcolor: 'rgba(255, 179, 0, 0.08)' } }
                    : undefined
                }
              >
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                  {row.label}
                  {differs && (
                    <span style={{ display: 'block', fontWeight: 400, fontSize: '0.75rem' }}>differs</span>
                  )}
                </TableCell>
                {jobs.map((j) => (
                  <TableCell key={j.id} sx={{ verticalAlign: 'top' }}>
                    {row.value(j) || '—'}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
