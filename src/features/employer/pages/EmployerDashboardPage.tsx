import { ComingSoon } from '@/components/ComingSoon';

export default function EmployerDashboardPage() {
  return <ComingSoon title="Overview" />;
}
