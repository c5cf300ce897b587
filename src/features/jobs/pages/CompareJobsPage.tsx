import { ComingSoon } from '@/components/ComingSoon';

export default function CompareJobsPage() {
  return <ComingSoon title="Compare jobs" />;
}
