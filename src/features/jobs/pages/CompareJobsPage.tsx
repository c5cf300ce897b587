import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { PageHeader } from '@/components/PageHeader';
import { CompareTable } from '../components/CompareTable';
import { fetchJobsByIds } from '@/state/jobs/seekerApi';
import { parseCompareIds } from '@/state/jobs/selectors';
import type { Job } from '@/state/jobs/types';

/** /compare-jobs/{ids}: 2 to 4 jobs side by side, differences highlighted. */
export default function CompareJobsPage() {
  const dispatch = useAppDispatch();
  const { ids: raw } = useParams();
  const ids = parseCompareIds(raw);
  const key = ids.join(',');
  const [result, setResult] = useState<{ key: string; jobs?: Job[]; error?: string }>();

  useEffect(() => {
    if (key.split(',').length < 2) return;
    void dispatch(fetchJobsByIds(key.split(',').map(Number))).then((a) => {
      if (fetchJobsByIds.fulfilled.match(a)) setResult({ key, jobs: a.payload });
      else setResult({ key, error: a.payload?.message ?? 'Error' });
    });
  }, [dispatch, key]);
  const current = result?.key === key ? result : undefined;
  const jobs = current?.jobs;
  const error = current?.error;

  const back = (
    <Button component={RouterLink} to={paths.jobSeeker.search}>
      Pick jobs to compare
    </Button>
  );
  let body;
  if (ids.length < 2)
    body = (
      <Alert severity="info" action={back}>
        Pick two to four jobs to compare.
      </Alert>
    );
  else if (error)
    body = (
      <Alert severity="error" action={back}>
        {error}
      </Alert>
    );
  else if (!jobs) body = <Skeleton variant="rounded" height={320} aria-label="Loading the jobs" />;
  else if (jobs.length < 2)
    body = (
      <Alert severity="warning" action={back}>
        Some of these jobs are no longer available.
      </Alert>
    );
  else body = <CompareTable jobs={jobs} />;

  return (
    <>
      <PageHeader title="Compare jobs" subtitle="Rows that differ between the jobs are highlighted." />
      {body}
    </>
  );
}
