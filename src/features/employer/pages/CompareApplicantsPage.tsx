import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { isRefusal } from '@/api/errors';
import { ApplicantsApi } from '@/state/employer/applicants';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import { ApplicantDetails } from '../components/ApplicantDetails';
import { COMPARE_MAX, COMPARE_MIN } from '../compare';
import { preferBodyMessage } from '@/state/employer/errors';
import { employerLinks, idList, idParam } from '../links';
import { LoadError } from '@/components/LoadError';
import { PickJobFirst } from '../components/PickJobFirst';
import { JobLoadError } from '../components/JobLoadError';
import { useScrollsSideways } from '@/lib/useScrollsSideways';
import { personName } from '@/lib/names';
import { useFocusAfterRemove } from '@/lib/useFocusAfterRemove';
import { useKeptWhileFetching } from '@/lib/useKeptWhileFetching';

/** /compare-applicants?jobId=&ids=a,b,c: 2 to 4 applicants side by side. */
export default function CompareApplicantsPage() {
  const [search] = useSearchParams();
  const jobId = idParam(search.get('jobId'));
  const ids = idList(search.get('ids'));
  const valid = !!jobId && ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX;
  // The argument is compared by value, so the same ids in a new array are the same request.
  const profiles = ApplicantsApi.useGetApplicantProfilesQuery(valid ? { jobId, ids } : skipToken);
  // A person taken out leaves the others on screen while the shorter list is asked for, not a loader (the same
  // people for another job are another answer: their scores and statuses are that job's).
  const loaded = useKeptWhileFetching(ids, jobId, profiles);
  const shown = ids.map((id) => loaded?.find((p) => p.id === id)).filter((p) => !!p);
  const [scroller, scrolls] = useScrollsSideways<HTMLDivElement>();
  const navigate = useNavigate();
  // Remove takes its column and the focus on it: focus goes to the next column's Remove, or to the columns' box.
  const { ref, removing } = useFocusAfterRemove<HTMLDivElement>(ids, '[data-remove]', scroller);
  // Which job they applied to: the comparison is of applicants for it.
  const jobQuery = EmployerJobsApi.useGetEmployerJobQuery(jobId ?? skipToken);
  const job = jobQuery.currentData;
  // A job the server refuses (gone) is said once, as the edit page says it, with nothing to do with it; a failed
  // comparison waits for the job's answer, which says a gone job better than the comparison's 404.
  const gone = isRefusal(jobQuery.error);

  return (
    <>
      <PageHeader
        title="Compare applicants"
        subtitle={job ? `For ${job.title}` : undefined}
        actions={
          jobId && !gone ? (
            <Button component={RouterLink} to={employerLinks.applicants(jobId, ids)}>
              Back to applicants
            </Button>
          ) : undefined
        }
      />
      {/* A job that failed to load for a server or connection failure: the comparison still shows, without its
          title, and the job can be asked for again. */}
      {jobQuery.isError && !gone && (
        <Box sx={{ mb: 2 }}>
          <JobLoadError error={jobQuery.error} onRetry={() => void jobQuery.refetch()} />
        </Box>
      )}
      {!jobId ? (
        <PickJobFirst>
          Choose {COMPARE_MIN} to {COMPARE_MAX} applicants of one job to compare them side by side: pick a job
          to see its applicants.
        </PickJobFirst>
      ) : gone ? (
        <JobLoadError error={jobQuery.error} />
      ) : !valid ? (
        <Alert severity="info">
          Choose {COMPARE_MIN} to {COMPARE_MAX} applicants of one job to compare them side by side.
        </Alert>
      ) : profiles.isError && !jobQuery.isLoading ? (
        <LoadError
          message={preferBodyMessage(profiles.error)}
          onRetry={isRefusal(profiles.error) ? undefined : () => void profiles.refetch()}
        />
      ) : !loaded ? (
        <PageLoader />
      ) : shown.length < ids.length ? (
        <Alert severity="info">Some of these people are no longer applicants of this job.</Alert>
      ) : (
        <>
          {/* Columns that do not fit (a phone, a narrow window) scroll sideways: say so, as the cut edge alone
              does not. */}
          {scrolls && (
            <Typography id="compare-scroll-hint" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Scroll sideways to see {shown.length === 2 ? 'both' : `all ${shown.length}`} applicants.
            </Typography>
          )}
          <Box
            ref={ref}
            tabIndex={0}
            role="region"
            aria-label="Applicants side by side"
            aria-describedby={scrolls ? 'compare-scroll-hint' : undefined}
            sx={{
              display: 'grid',
              gap: 2,
              // Four columns fit beside the menu at 1280 px; fewer fit on narrower screens, which scroll.
              gridTemplateColumns: `repeat(${shown.length}, minmax(13rem, 1fr))`,
              overflowX: 'auto',
              // The scroller holds its absolutely placed content (the chips' visually hidden "Status:" labels):
              // without a positioning parent they were laid out against the page and widened it.
              position: 'relative',
              pb: 1,
            }}
          >
            {shown.map((p, i) => (
              <Paper
                key={p.id}
                variant="outlined"
                sx={{ p: 2 }}
                component="section"
                aria-label={personName(p)}
              >
                <ApplicantDetails applicant={p} compact />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
                  <Button component={RouterLink} to={employerLinks.profile(jobId, p.id)}>
                    Open profile
                  </Button>
                  {/* With more than two, one can be taken out here rather than unticked in the list (QA); the
                      address changes, so Back brings them again. */}
                  {shown.length > COMPARE_MIN && (
                    <Button
                      data-remove
                      aria-label={`Remove ${personName(p)} from the comparison`}
                      onClick={() => {
                        removing(p.id, i);
                        void navigate(
                          employerLinks.compare(
                            jobId,
                            ids.filter((id) => id !== p.id),
                          ),
                        );
                      }}
                    >
                      Remove
                    </Button>
                  )}
                </Box>
              </Paper>
            ))}
          </Box>
        </>
      )}
    </>
  );
}
