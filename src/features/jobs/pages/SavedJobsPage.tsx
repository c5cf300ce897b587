import { StatusJobsPage } from '../components/StatusJobsPage';

export default function SavedJobsPage() {
  return (
    <StatusJobsPage
      status="SAVED"
      title="Saved jobs"
      // The spec has no call that unsaves a job (docs/decisions.md): the list says how a job leaves it.
      subtitle="A job stays saved until you apply to it."
      empty="You have not saved any jobs yet. Save a job from search or your best matches to find it here."
    />
  );
}
