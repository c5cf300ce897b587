import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Columns side by side, each with its Remove (a comparison): the one pressed goes with its column, and focus with
 * it. Once the removed id has left `ids`, focus goes to the Remove now in its place (the new last one's, if the
 * last went), or to `box` when none is left (too few to take one out), not to the page. The press calls the
 * returned function with the id and the column's place.
 */
export function useFocusAfterRemove(
  ids: readonly number[],
  box: RefObject<HTMLElement | null>,
  removeButtons: string,
) {
  const pending = useRef<{ id: number; at: number } | null>(null);
  useLayoutEffect(() => {
    const r = pending.current;
    if (!r || ids.includes(r.id)) return;
    pending.current = null;
    const left = box.current?.querySelectorAll<HTMLElement>(removeButtons) ?? [];
    (left[Math.min(r.at, left.length - 1)] ?? box.current)?.focus();
  });
  return (id: number, at: number) => void (pending.current = { id, at });
}
