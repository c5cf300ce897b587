import { useState } from 'react';

/**
 * A query's answer for `ids`; while a shorter list of them is being asked for (one taken out of a comparison), the
 * last answer's items still asked for, if that answer was for the same `key` (the job they are applicants of) and
 * holds them all: the screen keeps them rather than a loader. Nothing once the call has failed (its error shows).
 */
export function useKeptWhileFetching<T extends { id: number }>(
  ids: readonly number[],
  key: unknown,
  query: { currentData?: T[]; isFetching: boolean },
): T[] | undefined {
  const [last, setLast] = useState<{ key: unknown; items: T[] } | null>(null);
  const { currentData } = query;
  // Kept from the render that showed it (React's way to remember a value from an earlier render).
  if (currentData && last?.items !== currentData) setLast({ key, items: currentData });
  if (currentData) return currentData;
  const kept =
    query.isFetching && last && last.key === key ? last.items.filter((x) => ids.includes(x.id)) : undefined;
  return kept?.length === ids.length ? kept : undefined;
}
