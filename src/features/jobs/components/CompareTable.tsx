import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import { useScrollsSideways } from '@/lib/useScrollsSideways';
import { useFocusAfterRemove } from '@/lib/useFocusAfterRemove';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { paths } from '@/app/paths';
import { COMPARE_ROWS, jobName, rowDiffers } from '@/state/jobs/selectors';
import type { Job } from '@/state/jobs/types';
import { ClosedChip } from './ClosedChip';

/** rgba(255, 179, 0, 0.08) on white, opaque: the sticky row labels hide what scrolls under them. */
const DIFFERS_TINT = '#fff9eb';
/** Held at the box's left edge while the jobs scroll sideways. */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;
/**
 * The row labels stay in view, with a line between them and the jobs that scroll under them: a shadow, as a
 * collapsed table's border stays behind when its cell sticks.
 */
const LABEL_COLUMN = {
  ...STICKY,
  width: { xs: 120, sm: 160 },
  boxShadow: (t: Theme) => `inset -1px 0 0 ${t.palette.divider}`,
};

/**
 * Jobs in columns, attributes in rows; a row whose values differ is marked and tinted. With more than two, each job
 * can be taken out (`onRemove`).
 */
export function CompareTable({ jobs, onRemove }: { jobs: Job[]; onRemove?: (id: number) => void }) {
  const [scroller, scrolls] = useScrollsSideways<HTMLDivElement>();
  // Remove takes its column and the focus on it: focus goes to the next column's Remove, or to the table.
  const { ref, removing } = useFocusAfterRemove<HTMLDivElement>(
    jobs.map((j) => j.id),
    '[data-remove]',
    scroller,
  );
  return (
    <TableContainer
      ref={ref}
      component={Paper}
      variant="outlined"
      tabIndex={0}
      aria-label="Job comparison"
      sx={{ containerType: 'inline-size' }}
    >
      <Table sx={{ minWidth: { xs: 120 + jobs.length * 180, sm: 160 + jobs.length * 200 } }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
          {/* As wide as the box, not the table, and held at its left edge: read whole without scrolling. */}
          <Box component="span" sx={{ ...STICKY, display: 'block', maxWidth: '100cqi', p: 2 }}>
            Comparing {jobs.length} jobs. Rows marked “differs” have different values.
            {scrolls && ' Scroll sideways to see every job.'}
          </Box>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="td" sx={LABEL_COLUMN} />
            {jobs.map((j) => (
              <TableCell key={j.id} scope="col" component="th" sx={{ fontWeight: 700, verticalAlign: 'top' }}>
                <Link component={RouterLink} to={paths.jobSeeker.jobDescription(j.id)}>
                  {j.title}
                </Link>{' '}
                <ClosedChip job={j} />
                {onRemove && jobs.length > 2 && (
                  <Button
                    data-remove
                    size="small"
                    sx={{ display: 'flex', mt: 0.5, ml: -0.5 }}
                    aria-label={`Remove ${jobName(j)} from the comparison`}
                    onClick={() => {
                      removing(j.id, jobs.indexOf(j));
                      onRemove(j.id);
                    }}
                  >
                    Remove
                  </Button>
                )}
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
                sx={differs ? { '& > *': { bgcolor: DIFFERS_TINT } } : undefined}
              >
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    ...LABEL_COLUMN,
                    fontWeight: 600,
                    verticalAlign: 'top',
                    ...(differs && { bgcolor: DIFFERS_TINT }),
                  }}
                >
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
