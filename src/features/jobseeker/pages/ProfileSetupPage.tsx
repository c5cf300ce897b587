import { ComingSoon } from '@/components/ComingSoon';

export default function ProfileSetupPage() {
  return <ComingSoon title="Set up your profile" />;
}
