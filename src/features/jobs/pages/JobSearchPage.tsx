import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@/app/hooks';
import { PageHeader } from '@/components/PageHeader';
import { CompareTray } from '../components/CompareTray';
import { JobCard } from '../components/JobCard';
import { JobList } from '../components/JobList';
import { JobStatusActions } from '../components/JobStatusActions';
import { SearchFilters } from '../components/SearchFilters';
import { useSearchState } from '../components/useSearchParamsState';
import { searchJobs, type SearchResult } from '@/state/jobs/seekerApi';
import type { Job } from '@/state/jobs/types';

export const SEARCH_PAGE_SIZE = 20;

export default function JobSearchPage() {
  const dispatch = useAppDispatch();
  const [search, update] = useSearchState();
  const { query, jobType, workArrangement, page } = search;
  const key = JSON.stringify([query, jobType, workArrangement, page]);
  // The last answer, with the search it answers: while a newer search runs, the old results stay dimmed.
  const [result, setResult] = useState<SearchResult & { key: string; error?: string }>({
    key: '',
    jobs: [],
    total: 0,
  });
  const loading = result.key !== key;
  const error = loading ? undefined : result.error;

  useEffect(() => {
    const pending = dispatch(
      searchJobs({ query, jobType, workArrangement, page: page - 1, size: SEARCH_PAGE_SIZE }),
    );
    void pending.then((action) => {
      if (searchJobs.fulfilled.match(action)) setResult({ key, ...action.payload });
      else if (!action.meta.aborted)
        setResult({ key, jobs: [], total: 0, error: action.payload?.message ?? 'Error' });
    });
    // A newer search replaces this one.
    return () => pending.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, dispatch]);

  const onStatus = (jobId: number, status: Job['userJobStatus']) =>
    setResult((r) => ({
      ...r,
      jobs: r.jobs.map((j) => (j.id === jobId ? { ...j, userJobStatus: status } : j)),
    }));
  const pages = Math.ceil(result.total / SEARCH_PAGE_SIZE);

  return (
    <>
      <PageHeader
        title="Find jobs"
        subtitle="Search by title, company or keyword, and narrow by type and arrangement."
      />
      <SearchFilters value={search} onChange={update} />
      <CompareTray />
      <Typography role="status" sx={{ mb: 1 }} color="text.secondary">
        {loading ? 'Searching…' : `${result.total} ${result.total === 1 ? 'job' : 'jobs'} found`}
      </Typography>
      <JobList
        label="Search results"
        jobs={result.jobs}
        loading={loading}
        error={error}
        empty="No jobs match this search. Try fewer words or other filters."
        renderJob={(job) => (
          <JobCard job={job} actions={<JobStatusActions job={job} onChange={onStatus} />} />
        )}
      />
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_, p) => {
              update({ page: p });
              window.scrollTo?.({ top: 0 });
            }}
            getItemAriaLabel={(type, p, selected) =>
              type === 'page' ? `${selected ? '' : 'Go to '}page ${p}` : `Go to ${type} page`
            }
          />
        </Box>
      )}
    </>
  );
}
