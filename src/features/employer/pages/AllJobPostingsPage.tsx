import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { usePathType } from '@/app/hooks';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { PageHeader } from '@/components/PageHeader';
import { PostJobButton } from '../components/PostJobButton';
import { PageLoader } from '@/components/PageLoader';
import { JOB_TYPES, type Job, type JobType } from '@/state/jobs/types';
import { EmployerJobsApi } from '@/state/jobs/employerEndpoints';
import { ApplicantsPanel } from '../components/ApplicantsPanel';
import { JobsTable } from '../components/JobsTable';
import { LoadError } from '@/components/LoadError';
import { idParam } from '../links';
import type { EmployerJobStatus, JobSort, JobStatusChange } from '@/state/employer/types';
import { counted } from '@/lib/text';
import { useRefocus } from '@/lib/useRefocus';
import { useTypedQuery } from '@/lib/useTypedQuery';
import { TablePager } from '@/components/TablePager';

const VIEWS: Record<string, EmployerJobStatus | undefined> = {
  list: undefined,
  active: 'ACTIVE',
  inactive: 'INACTIVE',
};
const SORTS: Array<[JobSort, string]> = [
  ['NEWEST', 'Newest first'],
  ['OLDEST', 'Oldest first'],
  ['TITLE', 'Title A–Z'],
  ['APPLICANTS', 'Most applicants'],
];
const SIZE = 20;
/** A view with no search or filter that holds no job: what it would list, not a failed search. */
const EMPTY_VIEW: Record<string, string> = {
  list: 'No jobs posted yet. Post a job to start receiving applicants.',
  active: 'No active jobs.',
  inactive: 'No inactive jobs.',
};

/** /all-jobs-postings/{type}: list (all), active, inactive; applicants?jobId= shows one job's applicants. */
export default function AllJobPostingsPage() {
  const type = usePathType() ?? 'list';
  const navigate = useNavigate();
  // The search, filter, sort and page live in the address (?q=&type=&sort=&page=), so a reload or a return by
  // Back (from a job's applicants, say) finds the list as it was left. Changes replace the entry.
  const [search, setSearch] = useSearchParams();
  const jobType = JOB_TYPES.find((t) => t === search.get('type')) ?? '';
  const jobSort = SORTS.find(([v]) => v === search.get('sort'))?.[0] ?? 'NEWEST';
  const query = search.get('q') ?? '';
  const page = Math.max(0, (Number(search.get('page')) || 1) - 1);
  /** Sets (or, given null, removes) parameters; a change of search, filter or sort starts at the first page. */
  const show = (patch: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('page' in patch)) next.delete('page');
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  // The box follows the address when it changes from outside (Back, Forward, a link to another view).
  const [text, setText] = useTypedQuery(query, (words) => show({ q: words || null }));
  const status = VIEWS[type];
  const listing = type !== 'applicants';
  const { data: summary, isError: noSummary } = EmployerJobsApi.useGetJobSummaryQuery(undefined, {
    skip: !listing,
  });
  // A status change anywhere invalidates 'EmployerJobs': this page refetches with the same filters.
  const jobs = EmployerJobsApi.useGetEmployerJobsQuery(
    { jobType: jobType || undefined, status, jobSort, search: query || undefined, page, size: SIZE },
    { skip: !listing },
  );
  const [updateStatus] = EmployerJobsApi.useUpdateJobStatusMutation();
  // While another page or filter loads, the last one stays on screen (as a list does when it is paged).
  const data = jobs.data;
  // The list on screen is the last one's while another search, filter, sort or page loads: said, and faded.
  const busy = jobs.isFetching && !jobs.currentData;
  // A page past the last (an old link, its last job deleted) holds no job of a list that has some: the pager moves
  // to the last page, and until it shows, the list reads as loading, never as empty.
  const past = !!data && !data.jobs.length && data.total > 0;
  // A job that leaves the list (deleted, or moved out of the Active or Inactive view) takes its Actions button
  // with it: once the list shows it gone, focus goes to the Actions of the row now in its place (the last row's
  // when it was last, on the page before when it was the last page's only one), or to the line saying the list
  // is empty. Its place is counted over the pages.
  const [left, setLeft] = useState<{ id: number; index: number } | null>(null);
  // The rows whose status change is under way: said in the row, and not offered again meanwhile. A change done
  // is under way until the list refetched after it shows its outcome.
  const [changing, setChanging] = useState<Partial<Record<number, { to: JobStatusChange; done?: boolean }>>>(
    {},
  );
  const underWay = (job: Job) => {
    const change = changing[job.id];
    return change && (!change.done || (jobs.isFetching && job.status !== change.to)) ? change.to : undefined;
  };
  const gone = !!left && !!data && !past && !data.jobs.some((j) => j.id === left.id);
  const after = gone ? data.jobs[Math.min(left.index - page * SIZE, data.jobs.length - 1)] : undefined;
  const { target, refocusTo } = useRefocus<'after', HTMLButtonElement>(gone ? 'after' : null);

  if (!listing) {
    const jobId = idParam(search.get('jobId'));
    // A panel per job: another job's picks are not carried over. Without a job (an old or cut link), where to
    // choose one (it was a blank page): the job postings, each with its applicants.
    return jobId ? (
      <ApplicantsPanel key={jobId} jobId={jobId} />
    ) : (
      <>
        <PageHeader title="Applicants" />
        <Typography>
          Choose a job to see its applicants: each job in{' '}
          <Link component={RouterLink} to={paths.employer.allJobPostings()}>
            your job postings
          </Link>{' '}
          links to them.
        </Typography>
      </>
    );
  }

  const changeStatus = async (job: Job, next: JobStatusChange) => {
    const index = page * SIZE + Math.max(0, data?.jobs.findIndex((j) => j.id === job.id) ?? 0);
    setChanging((c) => ({ ...c, [job.id]: { to: next } }));
    const result = await updateStatus({ id: job.id, status: next, notify: true });
    setChanging(({ [job.id]: _, ...others }) =>
      result.error ? others : { ...others, [job.id]: { to: next, done: true } },
    );
    if (result.error || (next !== 'DELETE' && (!status || status === next))) return;
    setLeft({ id: job.id, index });
    refocusTo('after');
  };

  return (
    <>
      <PageHeader
        title="Job postings"
        subtitle={
          summary
            ? `${counted(summary.totalJobCount, 'job')}, ${summary.activeJobs.length} active`
            : noSummary && 'The job counts could not be loaded.'
        }
        actions={<PostJobButton />}
      />
      <Tabs
        value={type in VIEWS ? type : 'list'}
        onChange={(_, v: string) => {
          // Another view keeps the search, filter and sort, from its first page.
          const kept = new URLSearchParams(search);
          kept.delete('page');
          navigate({ pathname: paths.employer.allJobPostings(v), search: kept.toString() });
        }}
        aria-label="Job status"
        sx={{ mb: 2 }}
      >
        <Tab value="list" label="All" />
        <Tab value="active" label="Active" />
        <Tab value="inactive" label="Inactive" />
      </Tabs>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          label="Search jobs"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          // Side by side on a wide screen (the theme makes fields full width), wrapping on a phone.
          fullWidth={false}
          sx={{ flex: '1 1 240px' }}
        />
        <TextField
          select
          label="Job type"
          value={jobType}
          onChange={(e) => show({ type: (e.target.value as JobType | '') || null })}
          fullWidth={false}
          sx={{ minWidth: 180, flex: { xs: '1 1 180px', sm: '0 0 auto' } }}
        >
          <MenuItem value="">All types</MenuItem>
          <MenuItem value="PROFESSIONAL">Professional</MenuItem>
          <MenuItem value="INTERNSHIP">Internship</MenuItem>
        </TextField>
        <TextField
          select
          label="Sort by"
          value={jobSort}
          onChange={(e) => show({ sort: e.target.value === 'NEWEST' ? null : (e.target.value as JobSort) })}
          fullWidth={false}
          sx={{ minWidth: 180, flex: { xs: '1 1 180px', sm: '0 0 auto' } }}
        >
          {SORTS.map(([v, l]) => (
            <MenuItem key={v} value={v}>
              {l}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Paper variant="outlined">
        {jobs.isError ? (
          <LoadError error={jobs.error} onRetry={jobs.refetch} />
        ) : !data || past ? (
          <PageLoader />
        ) : !data.jobs.length ? (
          <Typography
            ref={target}
            tabIndex={-1}
            color="text.secondary"
            aria-busy={busy}
            sx={{ p: 3, outline: 'none', opacity: busy ? 0.6 : 1 }}
          >
            {query || jobType
              ? 'No jobs match. Try another search or filter.'
              : (EMPTY_VIEW[type] ?? EMPTY_VIEW.list)}
          </Typography>
        ) : (
          <JobsTable
            jobs={data.jobs}
            onStatus={(job, next) => void changeStatus(job, next)}
            focus={after && { id: after.id, ref: target }}
            busy={busy}
            changing={underWay}
          />
        )}
        {/* No pager until the jobs are in ('0–0 of 0' would read as no jobs), nor under an empty list, nor under
            a failure (QA: '1–20 of 60' and Next stayed under the error, from the last answer). */}
        {data && !jobs.isError && (data.total > 0 || data.jobs.length > 0) && (
          <TablePager
            count={data.total}
            page={page}
            pageSize={SIZE}
            onPage={(p) => show({ page: p ? String(p + 1) : null })}
            busy={busy}
          />
        )}
      </Paper>
    </>
  );
}
