import { ComingSoon } from '@/components/ComingSoon';

export default function MyOrganizationPage() {
  return <ComingSoon title="My organization" />;
}
