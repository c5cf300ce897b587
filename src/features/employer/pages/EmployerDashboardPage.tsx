import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MatchIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { paths } from '@/app/paths';
import { PageHeader } from '@/components/PageHeader';
import { PostJobButton } from '../components/PostJobButton';
import { StatusListItem } from '@/components/StatusListItem';
import { formatDate } from '@/lib/dates';
import { PageLoader } from '@/components/PageLoader';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import { ApplicantsApi } from '@/state/employer/applicants';
import { LoadError } from '@/components/LoadError';
import { StatCard } from '../components/StatCard';
import { employerLinks } from '../links';
import { counted } from '@/lib/text';
import { personName } from '@/lib/names';

export default function EmployerDashboardPage() {
  // Fetched again when the employer comes back to the tab: applications come in meanwhile, or another tab posted.
  const summary = EmployerJobsApi.useGetJobSummaryQuery(undefined, { refetchOnFocus: true });
  const recent = ApplicantsApi.useGetRecentApplicantsQuery(undefined, { refetchOnFocus: true });
  const activeJobs = summary.data?.activeJobs ?? [];
  // The review opens on a job someone applied to: a newer job with no applicants would open on an empty review.
  // With no applicants anywhere there is nothing to review, and the button is not offered.
  const firstJob = activeJobs.find((j) => (j.applicantCount ?? 0) > 0);
  // The list shows where the applicants are: the most first, newest first among equals (the order they come in).
  const byApplicants = [...activeJobs].sort((a, b) => (b.applicantCount ?? 0) - (a.applicantCount ?? 0));

  return (
    <>
      <PageHeader
        title="Overview"
        subtitle="Your job postings and the people applying to them."
        actions={
          <>
            <PostJobButton />
            {firstJob && (
              <Button
                component={RouterLink}
                to={employerLinks.review(firstJob.id)}
                variant="outlined"
                startIcon={<MatchIcon />}
              >
                Review matches
              </Button>
            )}
          </>
        }
      />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 3 }}
      >
        <StatCard label="Total jobs" value={summary.data?.totalJobCount} />
        <StatCard label="Active jobs" value={summary.data && activeJobs.length} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            Applicants per active job
          </Typography>
          {summary.isError && !summary.data ? (
            <LoadError error={summary.error} onRetry={summary.refetch} />
          ) : summary.isLoading ? (
            <PageLoader />
          ) : activeJobs.length === 0 ? (
            <Typography color="text.secondary">
              No active jobs yet. Post one to start receiving applicants.
            </Typography>
          ) : (
            <List dense aria-label="Applicants per active job">
              {byApplicants.slice(0, 8).map((job) => (
                // A review is offered where someone applied (an empty one has no one to show), named by its job. It
                // sits beside the text, not over it: as MUI's secondary action it lay on a long location at 360 px.
                <ListItem key={job.id} divider sx={{ gap: 2 }}>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={employerLinks.applicants(job.id)}>
                        {job.title}
                      </Link>
                    }
                    secondary={`${counted(job.applicantCount ?? 0, 'applicant')} · ${job.location ?? ''}`}
                  />
                  {!!job.applicantCount && (
                    <Link
                      component={RouterLink}
                      to={employerLinks.review(job.id)}
                      aria-label={`Review applicants for ${job.title}`}
                      sx={{ flexShrink: 0 }}
                    >
                      Review
                    </Link>
                  )}
                </ListItem>
              ))}
            </List>
          )}
          <Link component={RouterLink} to={paths.employer.allJobPostings()}>
            See all job postings
          </Link>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            Recent applicants
          </Typography>
          {recent.isError && !recent.data ? (
            <LoadError error={recent.error} onRetry={recent.refetch} />
          ) : !recent.data ? (
            <PageLoader />
          ) : recent.data.length === 0 ? (
            <Typography color="text.secondary">No one has applied yet.</Typography>
          ) : (
            <List dense aria-label="Recent applicants">
              {recent.data.map((a) => (
                <StatusListItem
                  key={`${a.id}-${a.jobId}`}
                  primary={
                    <Link component={RouterLink} to={employerLinks.profile(a.jobId, a.id)}>
                      {personName(a)}
                    </Link>
                  }
                  secondary={`${a.jobTitle} · ${formatDate(a.appliedAt, 'medium')}`}
                  status={a.status}
                />
              ))}
            </List>
          )}
        </Paper>
      </Box>
    </>
  );
}
