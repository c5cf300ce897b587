import { ComingSoon } from '@/components/ComingSoon';

export default function MessagesPage() {
  return <ComingSoon title="Messages" />;
}
