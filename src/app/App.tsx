import { useMemo } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';
import { createAppRouter } from './router';
import type { AppStore } from './store';

type Router = ReturnType<typeof createAppRouter>;

/** The app around a router: the store, the theme and the route table (the browser's, or a test's in memory). */
export function AppShell({ store, router }: { store: AppStore; router: Router }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  );
}

/**
 * MUI's styles are style tags emotion writes at run time. Under a Content-Security-Policy without
 * 'unsafe-inline' they need the page's nonce, which the server writes into the csp-nonce meta tag that Vite
 * adds (vite.config.ts, docs/deploy.md). Without a CSP the nonce does nothing.
 */
function styleCache() {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return createCache({ key: 'css', nonce: meta?.nonce || meta?.getAttribute('nonce') || undefined });
}

export function App({ store }: { store: AppStore }) {
  const router = useMemo(() => createAppRouter(), []);
  const cache = useMemo(() => styleCache(), []);
  return (
    <CacheProvider value={cache}>
      <AppShell store={store} router={router} />
    </CacheProvider>
  );
}
