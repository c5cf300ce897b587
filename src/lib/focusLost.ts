/** Whether keyboard focus has fallen to the page: nothing focused, the body, or an element since removed. */
export function focusLost(): boolean {
  const now = document.activeElement;
  return !now || now === document.body || !now.isConnected;
}

/** The page's heading, ready to take focus. */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) heading.tabIndex = -1;
  return heading;
}

/**
 * After a Retry: the answer replaces the error, and the button pressed with it. Focus that fell to the page then goes
 * to `to` (the field a list was for) or the page's heading, so Tab goes on from what loaded, not from the skip link.
 * The button is watched while it keeps focus, for as long as an answer may take.
 */
export function refocusWhenGone(pressed: Element, to = pageHeading, until = Date.now() + 10_000): void {
  requestAnimationFrame(() => {
    if (document.activeElement === pressed) {
      if (Date.now() < until) refocusWhenGone(pressed, to, until);
    } else if (focusLost()) to()?.focus();
  });
}
