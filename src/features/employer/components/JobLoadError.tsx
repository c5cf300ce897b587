import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { paths } from '@/app/paths';
import { isRefusal } from '@/api/errors';
import { LoadError } from '@/components/LoadError';
import { asSentence } from '@/lib/text';

/**
 * A job that could not be loaded, said once as sentences (docs/decisions.md). One the server refused (gone, not
 * this company's), or no job named at all (no error), stays refused: no Retry, and the way on is back to the job
 * postings. Gone (404) reads as a sentence, not the catalogue's words. A server or connection failure offers Retry.
 */
export function JobLoadError({
  error,
  onRetry,
}: {
  error?: { code?: string; message?: string };
  onRetry?: () => void;
}) {
  const refused = !error || isRefusal(error);
  const reason =
    !error || error.code === 'NOT_FOUND'
      ? 'This job is no longer available.'
      : asSentence(error.message ?? '');
  return (
    <>
      <LoadError
        message={`This job could not be loaded. ${reason}`}
        onRetry={refused ? undefined : onRetry}
      />
      {refused && (
        <Button component={RouterLink} to={paths.employer.allJobPostings()} sx={{ mt: 2 }}>
          Back to job postings
        </Button>
      )}
    </>
  );
}
