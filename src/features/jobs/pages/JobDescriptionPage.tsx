import { ComingSoon } from '@/components/ComingSoon';

export default function JobDescriptionPage() {
  return <ComingSoon title="Job description" />;
}
