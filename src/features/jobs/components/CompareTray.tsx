import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { comparePicks } from '@/lib/status';
import { counted } from '@/lib/text';
import { useStuckHeight } from '@/lib/useStuckHeight';
import { clearCompare, toggleCompare } from '@/state/jobs/jobsSlice';
import { SeekerJobsApi } from '@/state/jobs/seekerEndpoints';
import { jobName, MAX_COMPARE, selectCompareIds } from '@/state/jobs/selectors';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]';

/**
 * Shows the jobs picked for comparison and opens the comparison once there are two or more. It stays in view
 * under the header while the list scrolls (the boxes are ticked far below it), and says each pick. With the most
 * picked it names them, each with Remove: the boxes to uncheck may be on another page or list than this one.
 */
export function CompareTray() {
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectCompareIds);
  const tray = useRef<HTMLDivElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const shown = ids.length > 0;
  const full = ids.length >= MAX_COMPARE;
  const answer = SeekerJobsApi.useGetJobsByIdsQuery(ids, { skip: !full }).currentData;
  const picked = answer ?? [];
  // A pick the answer leaves out is gone from the server (its employer deleted it): it leaves the pick, which
  // counted four with three named and no box free for another (QA).
  // (Other picks are another question: its answer is not in until they are asked for.)
  useEffect(() => {
    for (const id of ids) if (answer && !answer.some((j) => j.id === id)) dispatch(toggleCompare(id));
  }, [answer, ids, dispatch]);
  // The picks named once the most are picked.
  const named = full && picked.length > 0;
  // Appearing above the list, and growing a line as it names the picks, the tray pushes the list down: the box
  // just ticked (near the window's foot) is brought back into view, where the keyboard's user left it.
  useLayoutEffect(() => {
    if (shown) (document.activeElement as HTMLElement | null)?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, named]);
  useStuckHeight(tray, 'tray', shown);
  if (!shown) return null;

  // Clear takes the tray, and its own button, away: focus goes on to what follows the tray, not to the page.
  const clear = () => {
    let next = tray.current?.nextElementSibling;
    while (next && !next.matches(FOCUSABLE) && !next.querySelector(FOCUSABLE)) next = next.nextElementSibling;
    const target = next?.matches(FOCUSABLE) ? next : next?.querySelector(FOCUSABLE);
    dispatch(clearCompare());
    (target as HTMLElement | null | undefined)?.focus();
  };

  return (
    <Paper
      ref={tray}
      variant="outlined"
      role="region"
      aria-label="Jobs to compare"
      data-stuck
      // On a phone it keeps to one short line under the app bar while it can (it took a fifth of the screen, QA).
      sx={{
        p: { xs: 1, sm: 1.5 },
        mb: 2,
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        flexWrap: 'wrap',
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: 2,
      }}
    >
      {/* On a phone, with two or more and room for more, the count is the Compare button's: the line is read, not
          shown. It shows while it says more (pick one more; the most are picked). */}
      <Typography
        role="status"
        sx={(t) => ({
          flexGrow: 1,
          ...(ids.length > 1 && !full && { [t.breakpoints.down('sm')]: visuallyHidden }),
        })}
      >
        {comparePicks(ids.length, MAX_COMPARE, 'jobs')}
      </Typography>
      <Button ref={clearButton} onClick={clear}>
        Clear
      </Button>
      {/* Until two are picked there is nowhere to go: a disabled button, not a link with an address. */}
      {ids.length < 2 ? (
        <Button variant="contained" disabled>
          Compare {counted(ids.length, 'job')}
        </Button>
      ) : (
        <Button variant="contained" component={RouterLink} to={paths.jobSeeker.compareJobs(ids)}>
          Compare {counted(ids.length, 'job')}
        </Button>
      )}
      {named && (
        <Box
          component="ul"
          aria-label="Picked jobs"
          // One line on a phone, scrolled sideways (each pick takes focus): the tray stays in view over the list.
          sx={{
            display: 'flex',
            flexWrap: { xs: 'nowrap', sm: 'wrap' },
            overflowX: 'auto',
            gap: 1,
            p: 0,
            m: 0,
            listStyle: 'none',
            flexBasis: '100%',
          }}
        >
          {picked.map((job) => {
            // The list goes with the pick it loses: focus stays in the tray, on Clear.
            const remove = () => {
              dispatch(toggleCompare(job.id));
              clearButton.current?.focus();
            };
            return (
              <li key={job.id}>
                <Chip
                  size="small"
                  label={jobName(job)}
                  aria-label={`Remove ${jobName(job)} from the comparison`}
                  onClick={remove}
                  onDelete={remove}
                  sx={{ maxWidth: 320 }}
                />
              </li>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
