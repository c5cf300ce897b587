import { useCallback, useEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { focusLost } from './focusLost';

/**
 * Focus for after an action removes the control that held it (a row's button, a person's Remove): rather than
 * fall to the page's body, focus moves to `target` once the screen shows the place `refocusTo` named. `shown` is
 * the place now on screen (the list, the line saying it is empty), so focus waits for the render that shows it,
 * and moves only if the user has not moved it elsewhere meanwhile.
 */
export function useRefocus<Place extends string, T extends HTMLElement = HTMLElement>(
  shown: Place | null,
  /** `{ preventScroll: true }` where the screen keeps its place (the controls pressed stay in view). */
  options?: FocusOptions,
) {
  const pending = useRef<Place | null>(null);
  const target = useRef<T>(null);
  /** Where focus was when the action ended. */
  const from = useRef<Element | null>(null);
  useEffect(() => {
    if (!pending.current || pending.current !== shown) return;
    pending.current = null;
    // A user who has moved on since the action ended (clicked, tabbed elsewhere) keeps their place.
    if (focusLost() || document.activeElement === from.current) target.current?.focus(options);
  });
  const refocusTo = useCallback((place: Place) => {
    pending.current = place;
    from.current = document.activeElement;
  }, []);
  return { target, refocusTo };
}

/**
 * A list whose items may leave while one of them has focus (a refresh brings the other side's change, a meeting
 * ends): focus then goes to `to` (the list it was in), not to the page, and Tab goes on to the next item. `items` is
 * what the list shows; what it returns is the list's onFocus.
 */
export function useFocusStaysIn(to: RefObject<HTMLElement | null>, items: unknown) {
  const focused = useRef<Element | null>(null);
  useEffect(() => {
    const el = focused.current;
    if (!el || el.isConnected) return;
    focused.current = null;
    if (focusLost()) to.current?.focus();
  }, [items, to]);
  return (e: FocusEvent) => void (focused.current = e.target);
}
