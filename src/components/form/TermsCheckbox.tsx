import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { paths } from '@/app/paths';
import { FormCheckbox } from './FormCheckbox';

/** The terms acceptance (spec section 5), with the legal pages opening in a new tab so the form keeps its input. */
export function TermsCheckbox({
  name = 'termsAndConditionsAccepted',
  withPrivacy = false,
}: {
  name?: string;
  withPrivacy?: boolean;
}) {
  return (
    <FormCheckbox
      name={name}
      reserveErrorSpace
      label={
        <>
          I agree to the{' '}
          <Link component={RouterLink} to={paths.termsConditions} target="_blank">
            terms and conditions
          </Link>
          {withPrivacy && (
            <>
              {' '}
              and the{' '}
              <Link component={RouterLink} to={paths.privacy} target="_blank">
                privacy policy
              </Link>
            </>
          )}
        </>
      }
    />
  );
}
