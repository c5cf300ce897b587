import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectRequest } from '@/api/request-state';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { fetchApplicantProfiles } from '@/state/employer/api';
import { ApplicantDetails } from '../components/ApplicantDetails';
import { COMPARE_MAX, COMPARE_MIN } from '../components/ApplicantsPanel';
import { preferBodyMessage } from '@/state/employer/errors';
import { employerLinks, idParam } from '../links';

/** /compare-applicants?jobId=&ids=a,b,c: 2 to 4 applicants side by side. */
export default function CompareApplicantsPage() {
  const [search] = useSearchParams();
  const jobId = idParam(search.get('jobId'));
  const idsParam = search.get('ids') ?? '';
  const ids = [...new Set(idsParam.split(',').map(idParam))].filter((x): x is number => x != null);
  const valid = !!jobId && ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX;
  const dispatch = useAppDispatch();
  const profiles = useAppSelector((s) => s.employer.applicantProfiles);
  const req = useAppSelector((s) => selectRequest(s.employer.requests, fetchApplicantProfiles));

  useEffect(() => {
    const list = idsParam
      .split(',')
      .map(idParam)
      .filter((x): x is number => x != null);
    if (jobId && list.length >= COMPARE_MIN && list.length <= COMPARE_MAX)
      void dispatch(fetchApplicantProfiles({ jobId, ids: list }));
  }, [dispatch, jobId, idsParam]);

  const shown = ids.map((id) => profiles.find((p) => p.id === id)).filter((p) => !!p);

  return (
    <>
      <PageHeader
        title="Compare applicants"
        actions={
          jobId ? (
            <Button component={RouterLink} to={employerLinks.applicants(jobId)}>
              Back to applicants
            </Button>
          ) : undefined
        }
      />
      {!valid ? (
        <Alert severity="info">
          Choose {COMPARE_MIN} to {COMPARE_MAX} applicants of one job to compare them side by side.
        </Alert>
      ) : req.isRejected ? (
        <Alert severity="error" role="alert">
          {preferBodyMessage(req.error)}
        </Alert>
      ) : shown.length < ids.length ? (
        <PageLoader />
      ) : (
        <Box
          tabIndex={0}
          role="region"
          aria-label="Applicants side by side"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: `repeat(${shown.length}, minmax(260px, 1fr))` },
            overflowX: 'auto',
            pb: 1,
          }}
        >
          {shown.map((p) => (
            <Paper
              key={p.id}
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-label={`${p.firstName} ${p.lastName}`}
            >
              <ApplicantDetails applicant={p} compact />
              <Button component={RouterLink} to={employerLinks.profile(jobId, p.id)} sx={{ mt: 2 }}>
                Open profile
              </Button>
            </Paper>
          ))}
        </Box>
      )}
    </>
  );
}
