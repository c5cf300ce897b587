/**
 * What a visitor does on a pre-rendered form before the app has started is kept, not lost.
 *
 * A pre-rendered page (scripts/prerender.ts) shows its form from the HTML; the app hydrates it once its code has
 * arrived. Until then the fields take typing that React does not see (hydration leaves the typed value in the box
 * but the form's state empty, and the next render would write the empty value back), and a submit would be the
 * browser's own: a GET of the same page that throws the typing away.
 *
 * So a page with a form carries a small inline script (BEFORE_APP_SCRIPT) that holds any submit of a form the app
 * has not taken over yet, and notes it. Once hydrated, each field adopts what is in its box
 * (`adoptTypedValue`), the form marks itself live (`markFormLive`) and sends a held submit through the app
 * (`takeHeldSubmit`), with the app's validation and messages.
 */

interface BeforeApp {
  /** Forms the app has taken over: their submits are the app's. */
  live: WeakSet<HTMLFormElement>;
  /** The form whose submit was held before the app started. */
  held: HTMLFormElement | null;
}

declare global {
  interface Window {
    __beforeApp?: BeforeApp;
  }
}

/**
 * Runs in the page's head, before any of the app's code (plain ES5, nonce'd for the CSP). Kept in one line of source
 * here so the build and the app read the same names.
 */
export const BEFORE_APP_SCRIPT =
  "(function(){var s={live:new WeakSet(),held:null};window.__beforeApp=s;addEventListener('submit',function(e){var f=e.target;if(f instanceof HTMLFormElement&&!s.live.has(f)){e.preventDefault();s.held=f;}},true);})();";

/** Called in a layout effect of the hydrated form: from now on its submits are handled by the app. */
export function markFormLive(form: HTMLFormElement) {
  window.__beforeApp?.live.add(form);
}

/** True once, if this form was submitted before the app took it over. */
export function takeHeldSubmit(form: HTMLFormElement): boolean {
  const state = window.__beforeApp;
  if (!state || state.held !== form) return false;
  state.held = null;
  return true;
}

/**
 * What was typed into a field before hydration: the box's value when it differs from the value the app rendered
 * into it (the text shown, not the form's state: a current entry's end date shows 'Present' over an empty one),
 * or null. A field the app created itself always starts equal to what it shows, so this is null outside
 * hydration. A disabled or read-only box takes no typing: what it holds is the app's, never the visitor's.
 */
export function typedBeforeHydration(
  box: HTMLInputElement | HTMLTextAreaElement | null,
  rendered: string,
): string | null {
  if (!box || box.disabled || box.readOnly || box.value === rendered) return null;
  return box.value;
}
