import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Columns side by side, each with its Remove (a comparison): the one pressed goes with its column, and focus with
 * it. Once the removed id has left `ids`, focus goes to the Remove now in its place (the new last one's, if the
 * last went), or to the box when none is left (too few to take one out), not to the page. `ref` goes on the box
 * (passed on to `alsoRef`, the box's other ref); the press calls `removing` with the id and the column's place.
 */
export function useFocusAfterRemove<T extends HTMLElement>(
  ids: readonly number[],
  removeButtons: string,
  alsoRef?: (el: T | null) => void,
) {
  const box = useRef<T | null>(null);
  const ref = useCallback(
    (el: T | null) => {
      box.current = el;
      alsoRef?.(el);
    },
    [alsoRef],
  );
  const pending = useRef<{ id: number; at: number } | null>(null);
  useLayoutEffect(() => {
    const r = pending.current;
    if (!r || ids.includes(r.id)) return;
    pending.current = null;
    const left = box.current?.querySelectorAll<HTMLElement>(removeButtons) ?? [];
    (left[Math.min(r.at, left.length - 1)] ?? box.current)?.focus();
  });
  const removing = useCallback((id: number, at: number) => void (pending.current = { id, at }), []);
  return { ref, removing };
}
