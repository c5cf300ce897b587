import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { LoadError } from '@/components/LoadError';
import { StatusListItem } from '@/components/StatusListItem';
import { SeekerJobsApi } from '@/state/jobs/seekerEndpoints';
import { CLOSED, isClosed } from './ClosedChip';

const RECENT = 5;

/** The latest applications with their status chips. */
export function RecentApplications() {
  const { data, error, isLoading, refetch } = SeekerJobsApi.useGetJobsByStatusQuery('APPLIED');
  const jobs = (data?.jobs ?? []).slice(0, RECENT);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-heading" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h2" id="recent-heading" sx={{ fontSize: '1.15rem' }}>
          Recent applications
        </Typography>
        <Button component={RouterLink} to={paths.jobSeeker.appliedJobs} size="small">
          See all
        </Button>
      </Box>
      {isLoading ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Loading your applications…
        </Typography>
      ) : error && !data ? (
        <Box sx={{ mt: 1 }}>
          <LoadError error={error} onRetry={() => void refetch()} />
        </Box>
      ) : jobs.length ? (
        <List dense>
          {jobs.map((j) => (
            <StatusListItem
              key={j.id}
              primary={
                <Link component={RouterLink} to={paths.jobSeeker.jobDescription(j.id)}>
                  {j.title}
                </Link>
              }
              secondary={[j.companyName, isClosed(j) && CLOSED].filter(Boolean).join(' · ')}
              status={j.userJobStatus}
            />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No applications yet.
        </Typography>
      )}
    </Paper>
  );
}
