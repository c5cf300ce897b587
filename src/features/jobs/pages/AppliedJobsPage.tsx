import { StatusJobsPage } from '../components/StatusJobsPage';

export default function AppliedJobsPage() {
  return (
    <StatusJobsPage
      status="APPLIED"
      title="Applied jobs"
      empty="You have not applied to any jobs yet. When you apply, you can follow each application here."
    />
  );
}
