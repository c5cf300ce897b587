import { ComingSoon } from '@/components/ComingSoon';

export default function JobSeekerDashboardPage() {
  return <ComingSoon title="Overview" />;
}
