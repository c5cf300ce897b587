import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { SeekerJobsApi } from '@/state/jobs/seekerEndpoints';
import { seekerCounts } from '@/state/jobs/selectors';
import type { JobSeekerJobStatus } from '@/state/jobs/types';

/**
 * The three counts of the seeker's job lists, each opening its list where it has one. They come with every
 * list answer: `list` is the one the screen shows (its cache entry is shared, not fetched twice), so the list
 * is fetched again on return to the tab too.
 */
export function JobCounts({ list }: { list: JobSeekerJobStatus }) {
  // Fetched again when the user comes back to the tab: another tab, or the employer, may have changed them.
  const { data } = SeekerJobsApi.useGetJobsByStatusQuery(list, { refetchOnFocus: true });
  const c = seekerCounts(data);
  // Unknown (loading, or the call failed): a dash, not a 0 that reads as data.
  const shown = (n: number) => (data ? n : undefined);
  const items = [
    { label: 'Applied', value: shown(c.totalAppliedJobsCount), to: paths.jobSeeker.appliedJobs },
    { label: 'Saved', value: shown(c.savedJobsCount), to: paths.jobSeeker.savedJobs },
    { label: 'Viewed', value: shown(c.viewedJobsCount), to: null },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mb: 3 }}>
      {items.map((i) => {
        const body = (
          <Box sx={{ p: 2 }}>
            <Typography color="text.secondary" variant="body2">
              {i.label}
            </Typography>
            <Typography
              variant="h4"
              component="p"
              sx={{ m: 0, fontWeight: 700 }}
              data-testid={`count-${i.label.toLowerCase()}`}
            >
              {i.value ?? '–'}
            </Typography>
          </Box>
        );
        return (
          <Paper key={i.label} variant="outlined">
            {i.to ? (
              <CardActionArea
                component={RouterLink}
                to={i.to}
                aria-label={`${i.label}: ${i.value ?? 'unknown'}`}
              >
                {body}
              </CardActionArea>
            ) : (
              body
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
