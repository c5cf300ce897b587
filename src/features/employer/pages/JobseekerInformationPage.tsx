import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import { ApplicantsApi } from '@/state/employer/applicants';
import { ApplicantActions } from '../components/ApplicantActions';
import { ApplicantDetails } from '../components/ApplicantDetails';
import { LoadError } from '@/components/LoadError';
import { PickJobFirst } from '../components/PickJobFirst';
import { preferBodyMessage } from '@/state/employer/errors';
import { useReadablePhone } from '@/lib/useReadablePhone';
import { employerLinks, idList, idParam } from '../links';

/** /jobseeker-information?jobId=&userId=: one applicant's profile for one of the employer's jobs. */
export default function JobseekerInformationPage() {
  const [search] = useSearchParams();
  const jobId = idParam(search.get('jobId'));
  const userId = idParam(search.get('userId'));
  const profiles = ApplicantsApi.useGetApplicantProfilesQuery(
    jobId && userId ? { jobId, ids: [userId] } : skipToken,
  );
  const job = EmployerJobsApi.useGetEmployerJobQuery(jobId && userId ? jobId : skipToken).currentData;
  const applicant = profiles.currentData?.find((p) => p.id === userId);
  const phone = useReadablePhone(applicant?.phoneNumber);

  return (
    <>
      <PageHeader
        title="Applicant profile"
        subtitle={job ? `For ${job.title}` : undefined}
        actions={
          jobId ? (
            <Button component={RouterLink} to={employerLinks.applicants(jobId, idList(search.get('picked')))}>
              All applicants
            </Button>
          ) : undefined
        }
      />
      {!jobId || !userId ? (
        <PickJobFirst>
          Open an applicant from one of your jobs: pick a job to see its applicants.
        </PickJobFirst>
      ) : profiles.isError ? (
        <LoadError message={preferBodyMessage(profiles.error)} onRetry={() => void profiles.refetch()} />
      ) : !profiles.currentData ? (
        <PageLoader />
      ) : !applicant ? (
        <Typography color="text.secondary">This person is not an applicant of this job.</Typography>
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <ApplicantDetails applicant={applicant} />
          <Typography variant="body2" sx={{ mt: 2 }}>
            {applicant.email} · {phone}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
            <ApplicantActions applicant={applicant} job={{ id: jobId, title: job?.title ?? '' }} />
          </Paper>
        </Paper>
      )}
    </>
  );
}
