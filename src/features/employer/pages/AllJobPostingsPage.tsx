import { ComingSoon } from '@/components/ComingSoon';

export default function AllJobPostingsPage() {
  return <ComingSoon title="Job postings" />;
}
