import { useLayoutEffect, useRef, type RefObject } from 'react';
import { focusLost } from './focusLost';

/**
 * Show more: once the items it asked for are shown, focus goes on to the first of them (its first link or button),
 * where reading goes on. Left on the button below them, focus was out of sight and Tab passed them by; the last
 * press took the button away, and focus with it (QA). Not when the user has moved focus meanwhile. `item` picks the
 * list's items; `shown` is what the list shows. What it returns is called as more are asked for.
 */
export function useFocusFirstNew(list: RefObject<HTMLElement | null>, item: string, shown: unknown) {
  const asked = useRef<{ from: number; at: Element | null } | null>(null);
  useLayoutEffect(() => {
    const more = asked.current;
    // Read once the first of them is there (an answer on its way, or a failure, leaves it waiting).
    const first = more && list.current?.querySelectorAll(item)[more.from];
    if (!first) return;
    asked.current = null;
    if (document.activeElement === more.at || focusLost())
      first.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [shown, list, item]);
  return () => {
    asked.current = { from: list.current?.querySelectorAll(item).length ?? 0, at: document.activeElement };
  };
}
