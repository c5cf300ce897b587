/** Whether keyboard focus has fallen to the page: nothing focused, the body, or an element since removed. */
export function focusLost(): boolean {
  const now = document.activeElement;
  return !now || now === document.body || !now.isConnected;
}

/** The heading of the part of the page given (a section, a region), or else the page's; ready to take focus. */
function headingOf(part: Element | null): HTMLElement | null {
  const heading =
    (part?.isConnected && part.querySelector<HTMLElement>('h1, h2, h3')) ||
    document.querySelector<HTMLElement>('main h1');
  if (heading) heading.tabIndex = -1;
  return heading;
}

/**
 * After a Retry: the answer replaces the error, and the button pressed with it. Focus that fell to the page then goes
 * to `to` (the field a list was for), or else to the heading of the part of the page that loaded (an overview's
 * block), or the page's, so Tab goes on from what loaded, not from the skip link. The button is watched while it
 * keeps focus, and the page while focus stays lost with nowhere to go yet (a job's page shows no heading while it
 * loads: QA), for as long as an answer may take.
 */
export function refocusWhenGone(pressed: Element, to?: () => HTMLElement | null): void {
  const part = pressed.closest('section, [role="region"]');
  const until = Date.now() + 10_000;
  const watch = () => {
    if (document.activeElement !== pressed) {
      if (!focusLost()) return;
      const target = to ? to() : headingOf(part);
      if (target) return target.focus();
    }
    if (Date.now() < until) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}
