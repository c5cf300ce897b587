import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectRequest } from '@/api/request-state';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { fetchJob } from '@/state/jobs/employerApi';
import { fetchApplicantProfiles } from '@/state/employer/api';
import { ApplicantActions } from '../components/ApplicantActions';
import { ApplicantDetails } from '../components/ApplicantDetails';
import { preferBodyMessage } from '@/state/employer/errors';
import { employerLinks, idParam } from '../links';

/** /jobseeker-information?jobId=&userId=: one applicant's profile for one of the employer's jobs. */
export default function JobseekerInformationPage() {
  const [search] = useSearchParams();
  const jobId = idParam(search.get('jobId'));
  const userId = idParam(search.get('userId'));
  const dispatch = useAppDispatch();
  const profiles = useAppSelector((s) => s.employer.applicantProfiles);
  const job = useAppSelector((s) => s.jobs.jobDescription);
  const req = useAppSelector((s) => selectRequest(s.employer.requests, fetchApplicantProfiles));
  const applicant = profiles.find((p) => p.id === userId);

  useEffect(() => {
    if (!jobId || !userId) return;
    void dispatch(fetchJob(jobId));
    void dispatch(fetchApplicantProfiles({ jobId, ids: [userId] }));
  }, [dispatch, jobId, userId]);

  return (
    <>
      <PageHeader
        title="Applicant profile"
        subtitle={job?.id === jobId ? `For ${job.title}` : undefined}
        actions={
          jobId ? (
            <Button component={RouterLink} to={employerLinks.applicants(jobId)}>
              All applicants
            </Button>
          ) : undefined
        }
      />
      {!jobId || !userId ? (
        <Typography color="text.secondary">Open an applicant from one of your jobs.</Typography>
      ) : req.isRejected ? (
        <Alert severity="error" role="alert">
          {preferBodyMessage(req.error)}
        </Alert>
      ) : !applicant ? (
        <PageLoader />
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <ApplicantDetails applicant={applicant} />
          <Typography variant="body2" sx={{ mt: 2 }}>
            {applicant.email} · {applicant.phoneNumber}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
            <ApplicantActions applicant={applicant} job={{ id: jobId, title: job?.title ?? '' }} />
          </Paper>
        </Paper>
      )}
    </>
  );
}
