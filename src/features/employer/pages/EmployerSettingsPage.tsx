import { ComingSoon } from '@/components/ComingSoon';

export default function EmployerSettingsPage() {
  return <ComingSoon title="Settings" />;
}
