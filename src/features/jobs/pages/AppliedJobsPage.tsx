import { ComingSoon } from '@/components/ComingSoon';

export default function AppliedJobsPage() {
  return <ComingSoon title="Applied jobs" />;
}
