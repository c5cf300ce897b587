import { ComingSoon } from '@/components/ComingSoon';

export default function JobsPostingPage() {
  return <ComingSoon title="Post a job" />;
}
