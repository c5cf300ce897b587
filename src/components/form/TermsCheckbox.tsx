import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { FormCheckbox } from './FormCheckbox';

/** The terms acceptance (spec section 5), with the legal pages opening in a new tab so the form keeps its input. */
export function TermsCheckbox({
  name = 'termsAndConditionsAccepted',
  termsHref,
  privacyHref,
}: {
  name?: string;
  /** The app's terms page (shared UI knows no routes). */
  termsHref: string;
  /** The privacy page, when the form asks for both. */
  privacyHref?: string;
}) {
  return (
    <FormCheckbox
      name={name}
      reserveErrorSpace
      label={
        <>
          I agree to the{' '}
          <Link component={RouterLink} to={termsHref} target="_blank">
            terms and conditions
          </Link>
          {privacyHref && (
            <>
              {' '}
              and the{' '}
              <Link component={RouterLink} to={privacyHref} target="_blank">
                privacy policy
              </Link>
            </>
          )}
        </>
      }
    />
  );
}
