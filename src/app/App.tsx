import { useEffect, useMemo, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';
import { createAppRouter } from './router';
import type { AppStore } from './store';

type Router = ReturnType<typeof createAppRouter>;

/** The store and the theme around the routes: the browser's router, a test's in memory, or the build's static one. */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}

/** The app around a router (the browser's, or a test's in memory). */
export function AppShell({ store, router }: { store: AppStore; router: Router }) {
  // Focus and screen readers on a move to another page (src/app/pageChange.ts), loaded after the first page.
  useEffect(() => {
    const from = router.state.location.pathname;
    const stop = import('./pageChange').then((m) => m.watchPageChanges(router, from));
    return () => void stop.then((s) => s());
  }, [router]);
  return (
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  );
}

/**
 * MUI's styles are style tags emotion writes at run time. Under a Content-Security-Policy without
 * 'unsafe-inline' they need the page's nonce, which the server writes into the csp-nonce meta tag that Vite
 * adds (vite.config.ts, docs/deploy.md). Without a CSP the nonce does nothing. The pre-rendered pages' style
 * tags (scripts/prerender.ts) use the same key: this cache takes them over when the page hydrates. (lib/csp.ts reads
 * the nonce the same way for the app's own style tag; not called here, where it costs the landing page's budget bytes.)
 */
export const STYLE_KEY = 'css';

export function createStyleCache() {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return createCache({ key: STYLE_KEY, nonce: meta?.nonce || meta?.getAttribute('nonce') || undefined });
}

/** `cache` is made before the first render: it moves a pre-rendered page's style tags out of the markup to hydrate. */
export function App({ store, cache }: { store: AppStore; cache: EmotionCache }) {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <CacheProvider value={cache}>
      <AppShell store={store} router={router} />
    </CacheProvider>
  );
}
