import { ComingSoon } from '@/components/ComingSoon';

export default function JobSeekerSettingsPage() {
  return <ComingSoon title="Settings" />;
}
