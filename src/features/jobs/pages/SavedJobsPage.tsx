import { ComingSoon } from '@/components/ComingSoon';

export default function SavedJobsPage() {
  return <ComingSoon title="Saved jobs" />;
}
