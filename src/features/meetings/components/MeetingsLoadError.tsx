import { LoadError } from '@/components/LoadError';
import type { useMeetings } from '@/state/meetings/endpoints';

/**
 * The meetings' failure, over the list or the calendar as it was. Kept while the next try of a refresh is on its way
 * (RTK Query's isError is false then; the cache entry keeps its error until a success), so it is not removed and
 * announced again each minute, and a keyboard user on its Retry keeps their place. Not while a first load is
 * retried: the loader shows.
 */
export function MeetingsLoadError({ request }: { request: ReturnType<typeof useMeetings> }) {
  return request.error && !request.isLoading ? (
    <LoadError error={request.error} onRetry={request.refetch} sx={{ mb: 2 }} />
  ) : null;
}
