import { focusClear } from './form/focusClear';

/**
 * Focus a heading (or control) that a change of step has brought, at once, and bring it into view clear of the
 * top bar a frame later: the browser's Back restores the scroll its entry was left at after the page has drawn
 * the step, which left the heading out of view above. Returns the cancel, for an effect's cleanup.
 */
export function focusStep(target: HTMLElement): () => void {
  target.focus({ preventScroll: true });
  // Not if focus has moved on meanwhile (a control pressed at once): it stays there, and the page with it.
  const frame = requestAnimationFrame(() => document.activeElement === target && focusClear(target));
  return () => cancelAnimationFrame(frame);
}
