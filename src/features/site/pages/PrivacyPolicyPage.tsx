import { InfoPage } from '../components/InfoPage';

export default function PrivacyPolicyPage() {
  return (
    <InfoPage
      title="Privacy policy"
      updated="November 1, 2026"
      sections={[
        {
          heading: 'What we collect',
          body: 'Your account details (name, email, phone number), your profile (education, experience, video introduction and its transcript, availability, qualifications), the jobs you save and apply to, your messages and your meetings.',
        },
        {
          heading: 'Voluntary self-identification',
          body: 'Answers about disability, ethnicity and veteran status are optional, can be "prefer not to say", and are never shown to employers. They are used only in aggregate to report on fair hiring.',
        },
        {
          heading: 'Who sees your profile',
          body: 'Employers see the profile of a job seeker who applies to their jobs or matches them. Your contact details are shared only once you apply or reply to an employer.',
        },
        {
          heading: 'Your choices',
          body: 'You can edit your profile at any time, choose which alerts you receive, and delete your account from Settings. Deleting your account removes your profile and video.',
        },
      ]}
    />
  );
}
