import { useCallback, useEffect, useRef } from 'react';

/**
 * Focus for after an action removes the control that held it (a row's button, a person's Remove): rather than
 * fall to the page's body, focus moves to `target` once the screen shows the place `refocusTo` named. `shown` is
 * the place now on screen (the list, the line saying it is empty), so focus waits for the render that shows it.
 */
export function useRefocus<Place extends string, T extends HTMLElement = HTMLElement>(shown: Place | null) {
  const pending = useRef<Place | null>(null);
  const target = useRef<T>(null);
  useEffect(() => {
    if (!pending.current || pending.current !== shown) return;
    pending.current = null;
    target.current?.focus();
  });
  const refocusTo = useCallback((place: Place) => {
    pending.current = place;
  }, []);
  return { target, refocusTo };
}
