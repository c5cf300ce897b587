import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectRequest } from '@/api/request-state';
import { PageHeader } from '@/components/PageHeader';
import { CompareTray } from '../components/CompareTray';
import { JobList } from '../components/JobList';
import { MatchCard } from '../components/MatchCard';
import { BEST_MATCH_PAGE, fetchBestMatches } from '@/state/jobs/seekerApi';
import { selectMatchedJobs } from '@/state/jobs/selectors';

/** /match-job-postings: best matches, a page (index) at a time, with save, apply and dismiss. */
export default function MatchJobPostingsPage() {
  const dispatch = useAppDispatch();
  const jobs = useAppSelector(selectMatchedJobs);
  const request = selectRequest(
    useAppSelector((s) => s.jobs.requests),
    fetchBestMatches,
  );
  const [index, setIndex] = useState(0);
  const [total, setTotal] = useState(0);
  // Dismissed for this visit: the spec has no call for it, so it is not sent anywhere.
  const [dismissed, setDismissed] = useState<number[]>([]);

  useEffect(() => {
    void dispatch(fetchBestMatches(index)).then((a) => {
      if (fetchBestMatches.fulfilled.match(a)) setTotal(a.payload.total);
    });
  }, [dispatch, index]);

  const shown = jobs.filter((j) => !dismissed.includes(j.id));
  const more = jobs.length < total && (index + 1) * BEST_MATCH_PAGE < total;

  return (
    <>
      <PageHeader
        title="Best matches"
        subtitle="Jobs ranked by the qualifications on your profile and the kinds of jobs you look at."
      />
      <CompareTray />
      <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
        {request.isPending && !jobs.length
          ? 'Finding matches…'
          : `Showing ${shown.length} of ${total} matches`}
      </Typography>
      <JobList
        label="Best matches"
        jobs={shown}
        loading={request.isPending}
        error={request.isRejected && !jobs.length ? request.error?.message : undefined}
        empty="No matches yet. Add key qualifications to your profile and save jobs you like to get matches."
        renderJob={(job) => <MatchCard job={job} onDismiss={(id) => setDismissed((d) => [...d, id])} />}
      />
      {more && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => setIndex((i) => i + 1)} disabled={request.isPending}>
            Show more matches
          </Button>
        </Box>
      )}
    </>
  );
}
