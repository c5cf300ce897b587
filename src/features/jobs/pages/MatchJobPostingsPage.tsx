import { useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { clearOfAppBar } from '@/components/clearOfAppBar';
import { PageHeader } from '@/components/PageHeader';
import { CompareTray } from '../components/CompareTray';
import { JobList, useBackKeepsList } from '../components/JobList';
import { MatchCard } from '../components/MatchCard';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { matchDismissed, matchRestored } from '@/state/jobs/jobsSlice';
import { SeekerJobsApi } from '@/state/jobs/seekerEndpoints';
import { allMatches, jobName, matchesTotal, selectDismissedIds } from '@/state/jobs/selectors';
import { counted } from '@/lib/text';
import { useFocusFirstNew } from '@/lib/useFocusFirstNew';

/** /match-job-postings: best matches, a page (index) at a time, with save, apply and dismiss. */
export default function MatchJobPostingsPage() {
  const { data, error, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    SeekerJobsApi.useGetBestMatchesInfiniteQuery(undefined, useBackKeepsList());
  const jobs = allMatches(data);
  const total = matchesTotal(data);
  // No matches: whether any job is open at all, which no profile can change (asked of search, one job's worth).
  const openJobs = SeekerJobsApi.useSearchJobsQuery(
    { query: '', jobType: [], workArrangement: [], page: 0, size: 1 },
    { skip: !data || jobs.length > 0 },
  ).data?.total;
  // Dismissed for this visit (the jobs slice, so they stay hidden on the way back and on the Overview): the spec
  // has no call for it, so it is not sent anywhere.
  const dismissed = useAppSelector(selectDismissedIds);
  const dispatch = useAppDispatch();
  const shown = jobs.filter((j) => !dismissed.includes(j.id));
  // Those of the loaded matches: the count's total still holds the rest.
  const hidden = jobs.length - shown.length;
  // Where the matches asked for by a press of "Show more" start, until they are in.
  const results = useRef<HTMLDivElement>(null);

  // The button stays put (and focused) while more load (not disabled, which would give focus to the page); then
  // focus goes on to the first of them.
  const focusNew = useFocusFirstNew(results, 'article', data);

  // A dismissed card leaves a line in its place, 'Dismissed <title>.', with Undo where its Dismiss was, focused:
  // the reader keeps their place however far down, and Tab goes on to the next card. Only the last one dismissed
  // can be brought back (Undo), to where it was, with focus on it.
  const [lastId, setLastId] = useState<number | null>(null);
  const last = jobs.find((j) => j.id === lastId);
  const listed = jobs.filter((j) => j.id === lastId || !dismissed.includes(j.id));
  const refocus = useRef<'undo' | number | null>(null);
  const dismiss = (id: number) => {
    refocus.current = 'undo';
    setLastId(id);
    dispatch(matchDismissed(id));
  };
  const undo = (id: number) => {
    refocus.current = listed.findIndex((j) => j.id === id);
    setLastId(null);
    dispatch(matchRestored(id));
  };
  useLayoutEffect(() => {
    const at = refocus.current;
    refocus.current = null;
    if (at === 'undo') {
      const button = results.current?.querySelector<HTMLElement>('[data-dismissed] button');
      button?.focus({ preventScroll: true });
      // Clear of the app bar: a card read from its foot left the line's top above the window.
      button?.closest<HTMLElement>('[data-dismissed]')?.scrollIntoView?.({ block: 'nearest' });
    } else if (at != null)
      results.current?.querySelectorAll('article')[at]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [dismissed, lastId]);

  const showMore = () => {
    // Not disabled while loading: a disabled button loses the keyboard's focus to the page.
    if (isFetching) return;
    focusNew();
    void fetchNextPage();
  };

  return (
    <>
      <PageHeader
        title="Best matches"
        subtitle="Jobs ranked by the qualifications on your profile and the kinds of jobs you look at."
      />
      <CompareTray />
      {!(error && !data) && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography
            tabIndex={-1}
            role="status"
            color="text.secondary"
            sx={{ outline: 'none', ...clearOfAppBar }}
          >
            {/* The last match dismissed is said first (its Undo is in its place in the list). */}
            {last && `Dismissed ${jobName(last)}. `}
            {isLoading
              ? 'Finding matches…'
              : // None: the list says so and how to get some, so no 'Showing 0 of 0' above it, unless the user
                // dismissed them (focus comes here then, and is told). Dismissed matches are no longer among them
                // (nor among those Show more can bring).
                shown.length > 0
                ? `Showing ${shown.length} of ${counted(Math.max(shown.length, total - hidden), 'match', 'matches')}`
                : hidden > 0 && 'You dismissed every match shown.'}
          </Typography>
        </Box>
      )}
      <Box ref={results}>
        <JobList
          label="Best matches"
          jobs={listed}
          // Busy for more, or for a first answer; not while the matches shown are fetched again (the user back in
          // the tab), which leaves them as they are meanwhile.
          loading={isFetchingNextPage || (isFetching && !data)}
          error={error && !data ? error.message : undefined}
          onRetry={() => void refetch()}
          // The way to matches, each step a link: the profile's qualifications (Settings opens at them) and search.
          empty={
            openJobs === 0 ? (
              'No jobs are open right now, so there is nothing to match yet. Check back soon.'
            ) : (
              <>
                No matches yet. Add{' '}
                <Link component={RouterLink} to={`${paths.jobSeeker.settings}#introduction`}>
                  key qualifications to your profile
                </Link>{' '}
                and{' '}
                <Link component={RouterLink} to={paths.jobSeeker.search}>
                  save jobs you like
                </Link>{' '}
                to get matches.
              </>
            )
          }
          renderJob={(job) =>
            job.id === lastId ? (
              <DismissedMatch name={jobName(job)} onUndo={() => undo(job.id)} />
            ) : (
              <MatchCard job={job} onDismiss={dismiss} />
            )
          }
        />
      </Box>
      {hasNextPage && data && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={showMore} aria-disabled={isFetching || undefined}>
            Show more matches
          </Button>
        </Box>
      )}
    </>
  );
}

/** What a dismissed match leaves in the list until another is dismissed: its name and Undo. */
function DismissedMatch({ name, onUndo }: { name: string; onUndo: () => void }) {
  return (
    <Paper
      variant="outlined"
      data-dismissed
      sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', ...clearOfAppBar }}
    >
      <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
        Dismissed {name}. It is hidden until you reload the page.
      </Typography>
      <Button size="small" variant="outlined" onClick={onUndo} aria-label={`Undo dismiss of ${name}`}>
        Undo
      </Button>
    </Paper>
  );
}
