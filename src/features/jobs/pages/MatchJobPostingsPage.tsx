import { ComingSoon } from '@/components/ComingSoon';

export default function MatchJobPostingsPage() {
  return <ComingSoon title="Best matches" />;
}
