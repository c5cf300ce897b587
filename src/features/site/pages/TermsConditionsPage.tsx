import { InfoPage } from '../components/InfoPage';

export default function TermsConditionsPage() {
  return (
    <InfoPage
      title="Terms and conditions"
      updated="November 1, 2026"
      sections={[
        {
          heading: 'Accounts',
          body: 'You must give accurate details when you sign up and keep your password to yourself. One person, one account; employers may add colleagues to their organization.',
        },
        {
          heading: 'Job postings',
          body: 'Employers post only real, current vacancies they are entitled to fill, with honest pay and requirements. We may remove postings that break these terms.',
        },
        {
          heading: 'Plans and payment',
          body: 'Employer plans are billed monthly, yearly or once, as chosen. A free trial converts to no paid plan unless you pick one. You can cancel a subscription from Settings; it runs to the end of the paid period.',
        },
        {
          heading: 'Conduct',
          body: 'Be respectful in messages and interviews. Do not use the service to discriminate, harass or collect personal data for other purposes.',
        },
      ]}
    />
  );
}
