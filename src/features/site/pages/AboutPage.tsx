import { InfoPage } from '../components/InfoPage';

export default function AboutPage() {
  return (
    <InfoPage
      title="About Sensiworks"
      intro="Sensiworks connects people looking for work with the employers who need them, by what they can do and when they can do it, not by keyword games."
      sections={[
        {
          heading: 'For job seekers',
          body: 'Build one profile with your education, experience and a short video introduction. We show you the jobs that match your qualifications and availability, let you compare them side by side, and keep your applications, interviews and conversations in one place.',
        },
        {
          heading: 'For employers',
          body: 'Register your company, post jobs one at a time or hundreds at once, and review best-matching candidates one card at a time. Schedule interviews, chat with applicants and bring your whole hiring team into your organization.',
        },
        {
          heading: 'How matching works',
          body: 'A match is built from the qualifications, tags and work arrangements a job asks for and a profile offers. You always see why a job or a candidate was suggested.',
        },
      ]}
    />
  );
}
