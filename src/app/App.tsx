import { useMemo } from 'react';
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

export function App({ store }: { store: AppStore }) {
  const router = useMemo(() => createAppRouter(), []);
  return <AppShell store={store} router={router} />;
}
