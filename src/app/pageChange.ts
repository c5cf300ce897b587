import type { createAppRouter } from './router';
import type { RouteHandle } from './routes';
import { cspNonce } from '@/lib/csp';
import { focusLost } from '@/lib/focusLost';

type Router = Pick<ReturnType<typeof createAppRouter>, 'state' | 'subscribe'>;

const HIDDEN = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';
/** How long a new page may take to show its heading (its code and data loading) before the move is said anyway. */
const SETTLE_MS = 5000;
/**
 * A heading that focus is moved to (a new page's here, or a part's after a Retry: lib/focusLost) shows the app's
 * ring (the theme's primary blue) a little outside it, as components/focusRing does, not the browser's default
 * one, which the letters of a large heading cut through. Here, not in the theme: the landing page's first
 * JavaScript has no room for it.
 */
const HEADING_RING = `:is(h1,h2,h3)[tabindex="-1"]:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}`;

/**
 * A move to another page (not the first one, not a change of its search) opens at its top and is said by the new page's title in a
 * polite live region; and if focus fell to the page on the way (the control pressed went with the old page), it
 * goes to the new page's heading once that shows, so Tab goes on from the top of the new content. Focus that has
 * a place (a menu link, a control the page focused itself) stays. Loaded after the first page (src/app/App.tsx).
 */
export function watchPageChanges(router: Router, from = router.state.location.pathname): () => void {
  const region = document.createElement('div');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.style.cssText = HIDDEN;
  const ring = document.createElement('style');
  ring.nonce = cspNonce() ?? '';
  ring.textContent = HEADING_RING;
  document.head.append(ring);
  document.body.append(region);
  let path = from;
  let frame = 0;
  const moved = (state: Router['state']) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === path) return;
    path = state.location.pathname;
    // A new page opens at its top: the document is the last page's, scrolled as it was left. Back and Forward
    // are left to the browser, and so is an address with a #section (the page takes focus there itself).
    if (state.historyAction !== 'POP' && !state.location.hash) window.scrollTo(0, 0);
    const page = state.matches[state.matches.length - 1];
    const title = (page?.route.handle as RouteHandle | undefined)?.title;
    // The new page is on screen once the guard has given the document its title (an effect after the page's
    // render) and its heading shows. Not a comparison with the heading on screen as the move is reported: that
    // may already be the new page's (a logout ends the session, and the guard draws the login page, first).
    const said = title ? `${title} · Sensiworks` : null;
    const until = Date.now() + SETTLE_MS;
    const pressed = document.activeElement;
    // A link in a menu or dialog (the phone's side menu, the account menu) closes it, which gives focus back to the
    // button that opened it: that focus has no place on the new page either.
    const opener =
      pressed?.closest('[role="dialog"], [role="menu"]') &&
      document.querySelector('[aria-haspopup][aria-expanded="true"]');
    let announced = false;
    cancelAnimationFrame(frame);
    const settle = () => {
      // The heading on screen: a move drawn at once (flushSync) to a page still loading keeps the old page hidden
      // (display: none) under the loader, and a hidden heading takes no focus.
      const heading = [...document.querySelectorAll<HTMLElement>('main h1')].find(
        (h) => !h.checkVisibility || h.checkVisibility(),
      );
      const shown = heading && (!said || document.title === said);
      const late = Date.now() >= until;
      if (!shown && !late) {
        frame = requestAnimationFrame(settle);
        return;
      }
      // Later frames act only on the control pressed going away: a click on the page's own text, which also
      // leaves focus on the body, is not a lost focus to take to the heading.
      const first = !announced;
      if (first) region.textContent = said ?? document.title;
      announced = true;
      const away = focusLost() || (!!opener && document.activeElement === opener);
      if (heading && away && (first || !pressed?.isConnected || pressed === document.body)) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
        return;
      }
      // Focus still on the control pressed: a page that keeps its heading (and title) and changes what is under
      // it may take that control away a moment later, so that is watched for until the move settles.
      if (!late && heading && document.activeElement === pressed) frame = requestAnimationFrame(settle);
    };
    frame = requestAnimationFrame(settle);
  };
  const stop = router.subscribe(moved);
  // A move made while this module loaded (`from` is the page it was asked for on) is said and focused as well.
  moved(router.state);
  return () => {
    stop();
    cancelAnimationFrame(frame);
    region.remove();
    ring.remove();
  };
}
