import { InfoPage } from '../components/InfoPage';

export default function TermsOfUsePage() {
  return (
    <InfoPage
      title="Terms of use"
      updated="November 1, 2026"
      sections={[
        {
          heading: 'Using the site',
          body: 'You may use Sensiworks to look for work or to hire. Do not scrape, overload or try to break into the service, and do not upload content you do not have the right to share.',
        },
        {
          heading: 'Your content',
          body: 'You keep the rights to your profile, video and messages. You allow us to show them to the people the service is meant to show them to, for as long as your account exists.',
        },
        {
          heading: 'Availability',
          body: 'We work to keep the service available and your data safe, but cannot promise it will never be interrupted.',
        },
      ]}
    />
  );
}
