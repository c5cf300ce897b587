/**
 * For an element that focus or a script scrolls into view: it stops clear of the sticky app bar (56 px high on a
 * phone, 64 px wider) rather than under it.
 */
export const clearOfAppBar = { scrollMarginTop: 88 } as const;

/** Scrolls the page as little as needed for `el` to be in view, clear of the sticky app bar. */
export function bringClear(el: HTMLElement | null | undefined) {
  if (!el) return;
  const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const { top, bottom } = el.getBoundingClientRect();
  if (top < bar) window.scrollBy(0, top - bar - 24);
  else if (bottom > window.innerHeight) window.scrollBy(0, bottom - window.innerHeight + 24);
}
