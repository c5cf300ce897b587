import { StatusJobsPage } from '../components/StatusJobsPage';

export default function SavedJobsPage() {
  return (
    <StatusJobsPage
      status="SAVED"
      title="Saved jobs"
      empty="You have not saved any jobs yet. Save a job from search or your best matches to find it here."
    />
  );
}
