import { ComingSoon } from '@/components/ComingSoon';

export default function JobseekerInformationPage() {
  return <ComingSoon title="Applicant profile" />;
}
