import { ComingSoon } from '@/components/ComingSoon';

export default function JobSearchPage() {
  return <ComingSoon title="Find jobs" />;
}
