import { ComingSoon } from '@/components/ComingSoon';

export default function ActiveMatchJobPage() {
  return <ComingSoon title="Best-match review" />;
}
