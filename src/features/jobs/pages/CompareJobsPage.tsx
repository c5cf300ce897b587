import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { paths } from '@/app/paths';
import { PageHeader } from '@/components/PageHeader';
import { CompareTable } from '../components/CompareTable';
import { SeekerJobsApi } from '@/state/jobs/seekerEndpoints';
import { MAX_COMPARE, parseCompareIds, selectCompareIds } from '@/state/jobs/selectors';
import { toggleCompare } from '@/state/jobs/jobsSlice';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { refocusWhenGone } from '@/lib/focusLost';
import { useKeptWhileFetching } from '@/lib/useKeptWhileFetching';

/** /compare-jobs/{ids}: 2 to 4 jobs side by side, differences highlighted. */
export default function CompareJobsPage() {
  const { ids: raw } = useParams();
  const linked = parseCompareIds(raw, Infinity);
  const ids = linked.slice(0, MAX_COMPARE);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const picked = useAppSelector(selectCompareIds);
  // A job taken out leaves the link (Back brings it again) and the picks, if it was picked there.
  const remove = (id: number) => {
    if (picked.includes(id)) dispatch(toggleCompare(id));
    void navigate(paths.jobSeeker.compareJobs(ids.filter((i) => i !== id)));
  };
  const query = SeekerJobsApi.useGetJobsByIdsQuery(ids, { skip: ids.length < 2 });
  const { error, isFetching, refetch } = query;
  // A job taken out leaves the others on screen while the link's jobs are asked for again, not a placeholder.
  const jobs = useKeptWhileFetching(ids, 'jobs', query);

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
  else if (error && !jobs && !isFetching)
    body = (
      <Alert
        severity="error"
        action={
          <>
            <Button
              color="inherit"
              onClick={(e) => {
                void refetch();
                refocusWhenGone(e.currentTarget);
              }}
            >
              Retry
            </Button>
            {back}
          </>
        }
      >
        {error.message}
      </Alert>
    );
  else if (!jobs) body = <Skeleton variant="rounded" height={320} aria-label="Loading the jobs" />;
  else if (jobs.length < 2)
    body = (
      <Alert severity="warning" action={back}>
        Some of these jobs are no longer available.
      </Alert>
    );
  else {
    // What the link held and the table leaves out is said above it, never dropped without a word.
    const gone = ids.length - jobs.length;
    const note = [
      gone > 0 &&
        (gone > 1
          ? 'Some of these jobs are no longer available.'
          : 'A job in this link is no longer available.'),
      linked.length > MAX_COMPARE &&
        `At most ${MAX_COMPARE} jobs can be compared at once: the first ${MAX_COMPARE} are shown.`,
    ]
      .filter(Boolean)
      .join(' ');
    body = (
      <>
        {note && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {note}
          </Alert>
        )}
        <CompareTable jobs={jobs} onRemove={remove} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Compare jobs" subtitle="Rows that differ between the jobs are highlighted." />
      {body}
    </>
  );
}
