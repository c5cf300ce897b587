import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { usePage, usePathType } from '@/app/hooks';
import { paths } from '@/app/paths';
import type { ApiError } from '@/api/errors';
import { PageHeader } from '@/components/PageHeader';
import { PageLoader } from '@/components/PageLoader';
import { clearDraft } from '@/lib/drafts';
import { EmployerApi } from '@/state/employer/endpoints';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import { JobForm } from '../components/JobForm';
import { JobLoadError } from '../components/JobLoadError';
import { FROM_JOB_LIST, idParam } from '../links';
import { EMPTY_JOB, toDraft, toFormValues, type JobFormValues } from '../jobForm';

const loadBulk = () => import('../components/BulkPosting');
const BulkPosting = lazy(loadBulk);

const CANCELLED_NOTICE = 'Your plan is cancelled. Choose a plan to post new jobs.';

/** /jobs-posting/{type}: addJob, editJob and duplicateJob (?jobId=) for one job, bulkUpload for a file. */
export default function JobsPostingPage() {
  const type = usePathType() ?? 'addJob';
  const { title } = usePage();
  const [search] = useSearchParams();
  const jobId = idParam(search.get('jobId'));
  const navigate = useNavigate();
  // Opened from the job list (the page before this one in the tab's history): a saved edit goes back to it.
  const fromList = (useLocation().state as Partial<typeof FROM_JOB_LIST> | null)?.fromJobList;
  // An edit or a duplicate without a valid job id has no job to load: it is said so, never an empty form to post.
  const fromJob = type === 'editJob' || type === 'duplicateJob';
  const load = EmployerJobsApi.useGetEmployerJobQuery(fromJob && jobId ? jobId : skipToken);
  const job = load.currentData;
  const [postJob] = EmployerJobsApi.usePostJobMutation();
  const [updateJob] = EmployerJobsApi.useUpdateJobMutation();

  // A new post the server refuses for the plan (403: cancelled, or its post limit) says why where the employer
  // is looking, with the way to a plan; the form and its draft stay (docs/decisions.md). An edit is not a post.
  const [planRefusal, setPlanRefusal] = useState<string | null>(null);
  const refusal = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (planRefusal) refusal.current?.focus();
  }, [planRefusal]);

  // A cancelled plan is said before the employer writes a job it cannot post; the form stays, for a draft.
  const subscription = EmployerApi.useGetEmployerBasicInfoQuery().data?.subscription;
  const cancelled = subscription?.status === 'CANCELLED';

  const draftName = type === 'addJob' ? 'job:new' : `job:${type}:${jobId}`;

  const submit = async (values: JobFormValues) => {
    const draft = toDraft(values);
    const editing = values.id != null && !values.isDuplicateListing;
    const result = await (editing ? updateJob(draft) : postJob(draft));
    const error = result.error as ApiError | undefined;
    setPlanRefusal(!editing && error?.status === 403 ? error.message : null);
    if (result.error) return;
    leave(editing && !!fromList);
  };
  // Saved, or an edit or a duplicate cancelled: the draft goes, and the employer back to the job list as it was
  // left (its page, search and filters) when this form was opened from it: not a new entry after the form, which
  // Back would open again.
  const leave = (back: boolean) => {
    clearDraft(draftName);
    if (back) navigate(-1);
    else navigate(paths.employer.allJobPostings());
  };

  const single = type !== 'bulkUpload';
  const ready = !fromJob || !!job;
  const posting = type !== 'editJob';
  const planNotice = posting ? (planRefusal ?? (cancelled ? CANCELLED_NOTICE : null)) : null;
  return (
    <>
      <PageHeader title={title} />
      {(type === 'addJob' || type === 'bulkUpload') && (
        <Tabs
          value={single ? 'addJob' : 'bulkUpload'}
          onChange={(_, v: string) => navigate(paths.employer.jobsPosting(v))}
          aria-label="How to post"
          sx={{ mb: 2 }}
        >
          <Tab value="addJob" label="One job" />
          <Tab
            value="bulkUpload"
            label="Bulk upload"
            onPointerEnter={() => void loadBulk()}
            onFocus={() => void loadBulk()}
          />
        </Tabs>
      )}
      {planNotice && (
        <Alert
          ref={refusal}
          tabIndex={-1}
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button
              component={RouterLink}
              to={`${paths.employer.settings}#plan`}
              color="inherit"
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
            >
              Choose a plan
            </Button>
          }
        >
          {planNotice}
        </Alert>
      )}
      {!single ? (
        <Suspense fallback={<PageLoader />}>
          <BulkPosting />
        </Suspense>
      ) : fromJob && (!jobId || load.isError) ? (
        <JobLoadError error={load.error} onRetry={() => void load.refetch()} />
      ) : !ready ? (
        <PageLoader />
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <JobForm
            draftName={draftName}
            initial={fromJob && job ? toFormValues(job, type === 'duplicateJob') : EMPTY_JOB}
            submitLabel={type === 'editJob' ? 'Save changes' : 'Post job'}
            onSubmit={submit}
            onCancel={fromJob ? () => leave(!!fromList) : undefined}
          />
        </Paper>
      )}
    </>
  );
}
