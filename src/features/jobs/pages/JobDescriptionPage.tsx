import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { isRefusal } from '@/api/errors';
import { PageHeader } from '@/components/PageHeader';
import { StatusChip } from '@/components/StatusChip';
import { formatDate } from '@/lib/dates';
import { ChipSection } from '../components/ChipSection';
import StartChatButton from '@/features/chat/components/StartChatButton';
import { hasApplied } from '@/state/jobs/rules';
import { JobStatusActions } from '../components/JobStatusActions';
import { ClosedChip } from '../components/ClosedChip';
import { CompanyLogo } from '../components/CompanyLogo';
import { SeekerJobsApi } from '@/state/jobs/seekerEndpoints';
import { formatPay } from '@/state/jobs/selectors';
import { JOB_TYPE_LABEL } from '@/state/jobs/types';
import { asSentence } from '@/lib/text';
import { refocusWhenGone } from '@/lib/focusLost';

/** /job-description?jobId=N: the job, recorded as VIEWED on opening, with Save and Apply. */
export default function JobDescriptionPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('jobId'));
  const valid = Number.isInteger(id) && id > 0;
  const {
    currentData: shown,
    error,
    isFetching,
    refetch,
  } = SeekerJobsApi.useGetJobDescriptionQuery(id, { skip: !valid });
  const [recordView] = SeekerJobsApi.useSetSeekerJobStatusMutation();

  // Opening a job records it as VIEWED, once it has loaded (a job that is gone is not recorded).
  const loadedId = shown?.id;
  useEffect(() => {
    if (loadedId != null) void recordView({ jobId: loadedId, status: 'VIEWED' });
  }, [loadedId, recordView]);

  if (!valid || (error && !shown && !isFetching))
    return (
      <>
        <PageHeader title="Job description" />
        <Alert
          severity="warning"
          action={
            <>
              {/* As on the employer's job pages: asking again for a job the server refused (gone) cannot help. */}
              {valid && !isRefusal(error) && (
                <Button
                  color="inherit"
                  onClick={(e) => {
                    void refetch();
                    refocusWhenGone(e.currentTarget);
                  }}
                >
                  Retry
                </Button>
              )}
              <Button component={RouterLink} to={paths.jobSeeker.search}>
                Find jobs
              </Button>
            </>
          }
        >
          {!valid
            ? // A link with a job id that is not one (cut short, mistyped) is not 'no job chosen'.
              params.get('jobId')
              ? 'This link does not name a job: it may have been cut short. Find a job to read its description.'
              : 'No job was chosen. Find a job to read its description.'
            : // A server or connection failure says nothing of the job: only a refusal suggests it is gone,
              // unless the server's own words already say so.
              [
                error?.message && asSentence(error.message),
                error?.code === 'NOT_FOUND' || error?.code === 'REJECTED'
                  ? !/no longer available|not found/i.test(error.message ?? '') &&
                    'This job may no longer be available.'
                  : 'Please try again.',
              ]
                .filter(Boolean)
                .join(' ')}
        </Alert>
      </>
    );
  if (!shown)
    return (
      <Box role="status" aria-busy="true" aria-label="Loading the job">
        <Skeleton variant="text" height={56} width="60%" />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );

  const pay = formatPay(shown);
  return (
    <>
      <PageHeader
        title={shown.title}
        subtitle={
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CompanyLogo job={shown} size={32} />
            {[shown.companyName, shown.location].filter(Boolean).join(' · ')}
          </Box>
        }
        actions={
          <>
            <ClosedChip job={shown} />
            <JobStatusActions job={shown} size="medium" />
            {hasApplied(shown.userJobStatus) && shown.employerId != null && (
              <StartChatButton
                recipientId={shown.employerId}
                recipientName={shown.companyName || 'the employer'}
                jobId={shown.id}
              />
            )}
          </>
        }
      />
      {/* minmax(0, …): a column never grows to fit a long unbroken tag or word (chips truncate, text wraps). */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            About the job
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{shown.description}</Typography>
        </Paper>
        <Paper
          variant="outlined"
          sx={{ p: 3, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
        >
          {/* The status chip goes under the heading when both do not fit on one line, rather than squeeze it. */}
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              gap: 1,
              alignItems: 'center',
            }}
          >
            <Typography variant="h2" sx={{ fontSize: '1.25rem', whiteSpace: 'nowrap' }}>
              At a glance
            </Typography>
            <StatusChip status={shown.userJobStatus} />
          </Box>
          {pay && <Typography sx={{ fontWeight: 600 }}>{pay}</Typography>}
          <Typography variant="body2">
            {JOB_TYPE_LABEL[shown.jobType ?? 'PROFESSIONAL']}
            {shown.createdAt ? ` · Posted ${formatDate(shown.createdAt, 'medium')}` : ''}
          </Typography>
          <ChipSection title="Work arrangement" items={shown.workArrangements} />
          <ChipSection title="Key qualifications" items={shown.keyQualifications} />
          <ChipSection title="Benefits" items={shown.benefits} />
          <ChipSection title="Tags" items={shown.tags} />
        </Paper>
      </Box>
    </>
  );
}
