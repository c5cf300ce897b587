import { ComingSoon } from '@/components/ComingSoon';

export default function CompanySetupPage() {
  return <ComingSoon title="Set up your company" />;
}
