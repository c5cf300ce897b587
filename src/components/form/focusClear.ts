/**
 * Focus a field the user has to fix and bring it, with its label, into view clear of the sticky top bar. The
 * browser's own scroll on focus knows nothing of the bar: a field half under it counts as in view and stays there,
 * and one scrolled to stops at the window's edge (a refused save at 360 px focused a field the user could not
 * see). The bar is measured, not assumed: signed in at 360 px the public pages' bar wraps to two rows. Only the
 * field's own scroll margin is set: one on the whole page moved the page under a press on any button near the
 * bar, and the click was lost.
 */
export function focusClear(field: HTMLElement | null | undefined) {
  if (!field) return;
  field.focus({ preventScroll: true });
  const box = field.closest<HTMLElement>('.MuiFormControl-root') ?? field;
  box.style.scrollMarginTop = `${(document.querySelector('header')?.offsetHeight ?? 0) + 24}px`;
  box.scrollIntoView({ block: 'nearest' });
}
