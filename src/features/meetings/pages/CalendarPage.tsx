import { ComingSoon } from '@/components/ComingSoon';

export default function CalendarPage() {
  return <ComingSoon title="Calendar" />;
}
