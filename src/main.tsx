import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './fonts.css';
import { makeStore } from './app/store';
import { installSessionEffects } from './app/session';
import { App, createStyleCache } from './app/App';
import { installPrefetch, preloadPath } from './app/router';
import { holdCallsUntil } from './lib/backendReady';
import { SIGNED_IN_ATTRIBUTE } from './app/pageFile';

async function start() {
  // Mock mode: the in-browser backend starts beside the first render, not before it; calls and the socket
  // wait until it listens (src/lib/backendReady.ts). A QA scenario link (mock.* parameters) is the exception:
  // it may sign a user in and rewrites the address, so the app starts after it. In a real-backend build this
  // branch is folded away and no MSW code is bundled.
  if (__MOCK__) {
    // The QA panel's shortcut works from the first paint: pressed before the mock's code has arrived, it opens
    // the panel once it has.
    // A pre-rendered page notes a press made before this script ran (scripts/prerender.ts).
    let qaAsked = (window as { __qaAsked?: boolean }).__qaAsked === true;
    const early = (e: KeyboardEvent) => {
      if (e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyQ') qaAsked = true;
    };
    window.addEventListener('keydown', early);
    const started = import('./mocks/browser').then((m) =>
      m.startMockBackend({
        qaAsked: () => {
          window.removeEventListener('keydown', early);
          return qaAsked || (window as { __qaAsked?: boolean }).__qaAsked === true;
        },
      }),
    );
    holdCallsUntil(started);
    // A scenario link (mock.*) or a reset (mockReset) is applied, and taken out of the address, before the
    // router reads it.
    if ([...new URLSearchParams(window.location.search).keys()].some((k) => k.startsWith('mock')))
      await started.catch(() => {});
  }
  const store = makeStore();
  installSessionEffects(store);
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App store={store} cache={createStyleCache()} />
    </StrictMode>
  );
  // A pre-rendered public page (scripts/prerender.ts) is hydrated when the app would render the same markup: a
  // signed-out visitor on the page it was rendered for. A signed-in user gets the app's own render in its place.
  // Its head script hid the page if it found a stored session (scripts/prerender.ts); the root shows again with
  // the page or the app's render.
  if (container.dataset.prerendered === window.location.pathname && !store.getState().auth.loggedIn) {
    // The page's code first, so that the whole page is taken over in one commit: its form becomes the app's at
    // once, fields and submit together (src/lib/earlyInput.ts), not after a second download.
    await preloadPath(window.location.pathname).catch(() => {});
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
  installPrefetch();
}

declare const __MOCK__: boolean;

void start();
