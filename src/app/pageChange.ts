import type { createAppRouter } from './router';

type Router = Pick<ReturnType<typeof createAppRouter>, 'state' | 'subscribe'>;

const HIDDEN = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';
/** How long a new page may take to show its heading (its code and data loading) before the move is said anyway. */
const SETTLE_MS = 5000;

/**
 * A move to another page (not the first one, not a change of its search) is said by the new page's title in a
 * polite live region; and if focus fell to the page on the way (the control pressed went with the old page), it
 * goes to the new page's heading once that shows, so Tab goes on from the top of the new content. Focus that has
 * a place (a menu link, a control the page focused itself) stays. Loaded after the first page (src/app/App.tsx).
 */
export function watchPageChanges(router: Router): () => void {
  const region = document.createElement('div');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.style.cssText = HIDDEN;
  document.body.append(region);
  let path = router.state.location.pathname;
  let frame = 0;
  const stop = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === path) return;
    path = state.location.pathname;
    const title = [...state.matches].reverse().find((m) => (m.route.handle as { title?: string })?.title)
      ?.route.handle.title as string | undefined;
    // The old page's heading, until the new page's replaces it (the same heading with new text: the same page).
    const old = document.querySelector<HTMLElement>('main h1');
    const oldText = old?.textContent;
    const until = Date.now() + SETTLE_MS;
    cancelAnimationFrame(frame);
    const settle = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      const shown = heading && (heading !== old || heading.textContent !== oldText);
      if (!shown && Date.now() < until) {
        frame = requestAnimationFrame(settle);
        return;
      }
      region.textContent = title ? `${title} · Sensiworks` : document.title;
      const now = document.activeElement;
      if (!heading || (now && now !== document.body && now.isConnected)) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(settle);
  });
  return () => {
    stop();
    cancelAnimationFrame(frame);
    region.remove();
  };
}
