import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { selectRequest } from '@/api/request-state';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { fetchJob, fetchJobOptions, postJob, updateJob } from '@/state/jobs/employerApi';
import { BulkReview } from '../components/BulkReview';
import { BulkUpload } from '../components/BulkUpload';
import { JobForm } from '../components/JobForm';
import { idParam } from '../links';
import { EMPTY_JOB, toDraft, toFormValues, type JobFormValues } from '../jobForm';

const TITLES: Record<string, string> = {
  addJob: 'Post a job',
  editJob: 'Edit job',
  duplicateJob: 'Duplicate job',
  bulkUpload: 'Post jobs in bulk',
};

/** /jobs-posting/{type}: addJob, editJob and duplicateJob (?jobId=) for one job, bulkUpload for a file. */
export default function JobsPostingPage() {
  const { type = 'addJob' } = useParams();
  const [search] = useSearchParams();
  const jobId = idParam(search.get('jobId'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const job = useAppSelector((s) => s.jobs.jobDescription);
  const load = useAppSelector((s) => selectRequest(s.jobs.requests, fetchJob));
  const fromJob = (type === 'editJob' || type === 'duplicateJob') && jobId != null;

  useEffect(() => {
    void dispatch(fetchJobOptions());
  }, [dispatch]);
  useEffect(() => {
    if (fromJob) void dispatch(fetchJob(jobId));
  }, [dispatch, fromJob, jobId]);

  const submit = async (values: JobFormValues) => {
    const draft = toDraft(values);
    const editing = values.id != null && !values.isDuplicateListing;
    const result = await dispatch(editing ? updateJob(draft) : postJob(draft));
    if (result.meta.requestStatus === 'fulfilled') navigate(paths.employer.allJobPostings());
  };

  const single = type !== 'bulkUpload';
  const ready = !fromJob || (load.isFulfilled && job?.id === jobId);
  return (
    <>
      <PageHeader title={TITLES[type] ?? TITLES.addJob} />
      {(type === 'addJob' || type === 'bulkUpload') && (
        <Tabs
          value={single ? 'addJob' : 'bulkUpload'}
          onChange={(_, v: string) => navigate(paths.employer.jobsPosting(v))}
          aria-label="How to post"
          sx={{ mb: 2 }}
        >
          <Tab value="addJob" label="One job" />
          <Tab value="bulkUpload" label="Bulk upload" />
        </Tabs>
      )}
      {!single ? (
        <>
          <BulkUpload />
          <BulkReview />
        </>
      ) : load.isRejected && fromJob ? (
        <Alert severity="error" role="alert">
          This job could not be loaded. {load.error?.message}
        </Alert>
      ) : !ready ? (
        <PageLoader />
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <JobForm
            initial={fromJob && job ? toFormValues(job, type === 'duplicateJob') : EMPTY_JOB}
            submitLabel={type === 'editJob' ? 'Save changes' : 'Post job'}
            onSubmit={submit}
          />
        </Paper>
      )}
    </>
  );
}
