import { ComingSoon } from '@/components/ComingSoon';

export default function CompareApplicantsPage() {
  return <ComingSoon title="Compare applicants" />;
}
