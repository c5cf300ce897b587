import { useCallback, useEffect, useRef } from 'react';
import { focusLost } from './focusLost';

/**
 * Focus for after an action removes the control that held it (a row's button, a person's Remove): rather than
 * fall to the page's body, focus moves to `target` once the screen shows the place `refocusTo` named. `shown` is
 * the place now on screen (the list, the line saying it is empty), so focus waits for the render that shows it,
 * and moves only if the user has not moved it elsewhere meanwhile.
 */
export function useRefocus<Place extends string, T extends HTMLElement = HTMLElement>(shown: Place | null) {
  const pending = useRef<Place | null>(null);
  const target = useRef<T>(null);
  /** Where focus was when the action ended. */
  const from = useRef<Element | null>(null);
  useEffect(() => {
    if (!pending.current || pending.current !== shown) return;
    pending.current = null;
    // A user who has moved on since the action ended (clicked, tabbed elsewhere) keeps their place.
    if (focusLost() || document.activeElement === from.current) target.current?.focus();
  });
  const refocusTo = useCallback((place: Place) => {
    pending.current = place;
    from.current = document.activeElement;
  }, []);
  return { target, refocusTo };
}
