import { StatusJobsPage } from '../components/StatusJobsPage';

export default function SavedJobsPage() {
  return (
    <StatusJobsPage
      status="SAVED"
      title="Saved jobs"
      // The spec has no call that unsaves a job (docs/decisions.md): the list says how a job leaves it.
      subtitle="A job stays saved until you apply to it."
      // Not "not saved any yet": the list is empty too once each saved job was applied to (QA).
      empty="No saved jobs right now. Save a job from search or your best matches to find it here; jobs you apply to are in Applied jobs."
    />
  );
}
