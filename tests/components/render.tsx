import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { makeStore } from '@/app/store';
import { routeObjects } from '@/app/router';
import { installSessionEffects } from '@/app/session';
import { theme } from '@/app/theme';
import { db } from '@/mocks/db';
import { DEMO_USERS } from '@/mocks/seed/auth';
import { writeSession } from '@/lib/storage';
import { toRole } from '@/lib/roles';

export type DemoUser = keyof typeof DEMO_USERS;

/** Signs a demo user in the way a login would: a session in the mock backend and the keys in storage. */
export function signIn(who: DemoUser) {
  const { id } = DEMO_USERS[who];
  const user = db().users.find((u) => u.id === id)!;
  const token = `test-token-${id}`;
  db().sessions[token] = id;
  writeSession({
    token,
    role: toRole(user.userType)!,
    profileComplete: user.profileComplete,
    id,
    email: user.email,
  });
  return user;
}

/** Renders the whole app (store, theme, the real route table and guards) at a path, optionally signed in. */
export function renderApp(path: string, opts: { user?: DemoUser } = {}) {
  if (opts.user) signIn(opts.user);
  const store = makeStore();
  const uninstall = installSessionEffects(store);
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  result.unmount = ((orig) => () => {
    uninstall();
    orig();
  })(result.unmount);
  // delay: null types without yielding between keys: the same events, far faster on a busy machine.
  return { ...result, store, router, user: userEvent.setup({ delay: null }) };
}
