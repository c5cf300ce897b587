import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PageHeader } from '@/components/PageHeader';
import { CompareTray } from '../components/CompareTray';
import { JobCard } from '../components/JobCard';
import { JobList, useBackKeepsList } from '../components/JobList';
import { JobStatusActions } from '../components/JobStatusActions';
import { SearchFilters } from '../components/SearchFilters';
import { useSearchState } from '../components/useSearchParamsState';
import { SeekerJobsApi } from '@/state/jobs/seekerEndpoints';
import { counted } from '@/lib/text';

export const SEARCH_PAGE_SIZE = 20;

export default function JobSearchPage() {
  const [search, update] = useSearchState();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { query, jobType, workArrangement, page } = search;
  // While a newer search runs, the last results stay, dimmed; each answer is kept under its own search.
  const { data, currentData, error, isFetching, refetch } = SeekerJobsApi.useSearchJobsQuery(
    { query, jobType, workArrangement, page: page - 1, size: SEARCH_PAGE_SIZE },
    useBackKeepsList(),
  );
  const failed = error && !isFetching;
  const result = (!failed && data) || { jobs: [], total: 0 };
  const pages = Math.ceil(result.total / SEARCH_PAGE_SIZE);
  // A page past the last (an old link, results that shrank since) opens the last page in place of this entry,
  // as the pager would: until then it reads as searching, never as a count above an empty page.
  const lastPage = Math.max(pages, 1);
  const pastLast = !!data && !isFetching && !failed && page > lastPage;
  // Not while the results shown are fetched again (the user back in the tab): they stay as they are meanwhile.
  const searching = (isFetching && !currentData) || pastLast;
  // Another page moves focus to the count above its results, where the next Tab reaches the first of them (it
  // stayed on the pager at the foot of a page now scrolled to its top).
  const count = useRef<HTMLElement>(null);
  useEffect(() => {
    if (pastLast) update({ page: lastPage }, { replace: true });
  });

  return (
    <>
      <PageHeader
        title="Find jobs"
        subtitle="Search by title, company or keyword, and narrow by type and arrangement."
      />
      <SearchFilters value={search} onChange={update} />
      <CompareTray />
      {/* A failed search says why and offers Retry: never '0 jobs found' under the error. */}
      {!failed && (
        <Typography ref={count} tabIndex={-1} role="status" sx={{ mb: 1 }} color="text.secondary">
          {searching ? 'Searching…' : `${counted(result.total, 'job')} found`}
        </Typography>
      )}
      <JobList
        label="Search results"
        jobs={result.jobs}
        loading={searching}
        error={failed ? error.message : undefined}
        onRetry={() => void refetch()}
        // With nothing typed or picked there is nothing to loosen: no job is open at all.
        empty={
          query.trim() || jobType.length || workArrangement.length
            ? 'No jobs match this search. Try fewer words or other filters.'
            : 'No jobs are open right now. Check back soon.'
        }
        renderJob={(job) => <JobCard job={job} actions={<JobStatusActions job={job} />} />}
      />
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            // On a phone, one row: the current page between the first and the last (with both neighbours the
            // next-page arrow wrapped under the previous one).
            siblingCount={narrow ? 0 : 1}
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_, p) => {
              update({ page: p });
              window.scrollTo?.({ top: 0 });
              count.current?.focus({ preventScroll: true });
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
