import { ComingSoon } from '@/components/ComingSoon';

export default function MeetingsPage() {
  return <ComingSoon title="Video meetings" />;
}
