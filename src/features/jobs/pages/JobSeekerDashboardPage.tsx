import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { useSignedInUser } from '@/state/auth/endpoints';
import { ProfileApi } from '@/state/auth/profileEndpoints';
import { profileCompletion } from '@/state/auth/progress';
import { CompareTray } from '../components/CompareTray';
import { JobCounts } from '../components/JobCounts';
import { useBackKeepsList } from '../components/JobList';
import { MatchCard } from '../components/MatchCard';
import { RecentApplications } from '../components/RecentApplications';
import { SeekerJobsApi } from '@/state/jobs/seekerEndpoints';
import { allMatches, selectDismissedIds } from '@/state/jobs/selectors';
import { useAppSelector } from '@/app/hooks';

const PREVIEW = 3;

/** /job-seeker/dashboard: counts, profile completion, recent applications and a best matches preview. */
export default function JobSeekerDashboardPage() {
  const firstName = useSignedInUser().data?.firstName;
  // Unknown until the profile is in: a dash, not a 0% that tells a complete profile to finish itself.
  const profileQuery = ProfileApi.useGetJobSeekerProfileQuery();
  const profile = profileQuery.data;
  const completion = profile ? profileCompletion(profile) : null;
  const { data, isLoading, error, refetch } = SeekerJobsApi.useGetBestMatchesInfiniteQuery(
    undefined,
    useBackKeepsList(),
  );
  // Without those dismissed on the best matches page in this visit.
  const dismissed = useAppSelector(selectDismissedIds);
  const loaded = allMatches(data);
  const matches = loaded.filter((j) => !dismissed.includes(j.id)).slice(0, PREVIEW);

  return (
    <>
      <PageHeader title={firstName ? `Welcome, ${firstName}` : 'Welcome'} />
      <JobCounts list="APPLIED" />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem' }} id="completion-label">
            Profile completion: {completion == null ? '–' : `${completion}%`}
          </Typography>
          {completion != null && completion < 100 && (
            <Button component={RouterLink} to={paths.jobSeeker.settings} size="small">
              Complete your profile
            </Button>
          )}
        </Box>
        {profileQuery.isError && !profile ? (
          <Box sx={{ mt: 1 }}>
            <LoadError error={profileQuery.error} onRetry={() => void profileQuery.refetch()} />
          </Box>
        ) : (
          <LinearProgress
            variant="determinate"
            value={completion ?? 0}
            aria-labelledby="completion-label"
            sx={{ mt: 1, height: 8, borderRadius: 4 }}
          />
        )}
      </Paper>
      {/* The best matches' Compare boxes: what is picked, and the way to the comparison. */}
      <CompareTray />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <RecentApplications />
        <Box component="section" aria-labelledby="matches-heading">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h2" id="matches-heading" sx={{ fontSize: '1.15rem' }}>
              Best matches
            </Typography>
            <Button component={RouterLink} to={paths.jobSeeker.matchJobPostings} size="small">
              See all matches
            </Button>
          </Box>
          {isLoading ? (
            <Typography color="text.secondary">Finding matches…</Typography>
          ) : error && !data ? (
            <LoadError error={error} onRetry={() => void refetch()} />
          ) : matches.length ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              {matches.map((j) => (
                <MatchCard key={j.id} job={j} headingLevel="h3" />
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">
              {loaded.length ? (
                'You dismissed every match shown.'
              ) : (
                <>
                  No matches yet. <RouterLink to={paths.jobSeeker.search}>Search jobs</RouterLink> to get
                  started.
                </>
              )}
            </Typography>
          )}
        </Box>
      </Box>
    </>
  );
}
