import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from '@/app/App';
import { beforeAll } from 'vitest';
import { makeStore } from '@/app/store';
import { sessionStarted } from '@/state/auth/events';
import { routeObjects } from '@/app/router';
import { preloadToastView } from '@/components/toast';
import { preloadScheduleMeetingDialog } from '@/features/meetings/components/ScheduleMeetingDialog';
import { installSessionEffects } from '@/app/session';
import { db } from '@/mocks/db';
import { DEMO_USERS } from '@/mocks/seed/auth';
import { writeSession } from '@/lib/storage';
import { toRole } from '@/lib/roles';
import { startedApp } from './running-apps';

// MUI's styles go to a detached element, not the document: the test DOM would otherwise match every emotion rule
// on every getComputedStyle (each *ByRole query and click), the largest cost of a component test. Tests
// check roles, names and text, not CSS; what hides content (the hidden attribute, aria-hidden, unmounting)
// is still in the DOM.
const styleCache = createCache({ key: 'test', container: document.createElement('div') });

// The pages and layouts are lazy chunks. Loading them is paid once per worker, in a hook with the hook
// timeout, so a test's own waits (1 s) measure the screen, not the first import of its modules. Test files
// share modules per worker (isolate: false), so later files find them loaded. They are loaded the way a
// prefetch loads them (each route's own preload), so a screen renders at once, as after a prefetch in the
// browser, rather than suspending on its first render.
function routePreloads(routes: RouteObject[]): Promise<unknown>[] {
  return routes.flatMap((route) => {
    const preload = (route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload;
    return [...(preload ? [preload()] : []), ...routePreloads(route.children ?? [])];
  });
}
beforeAll(
  async () => {
    await Promise.all([
      ...routePreloads(routeObjects),
      // What a screen loads lazily on its own: the toasts (fetched when the app mounts; a test's first toast
      // otherwise waited for Snackbar and Alert to be compiled, past its 1 s under load), the session's
      // services, logout, and the scheduling dialog's form.
      preloadToastView(),
      preloadScheduleMeetingDialog(),
      import('@/realtime/session'),
      import('@/app/logout'),
    ]);
  },
  60_000 * (Number(process.env.TEST_TIME_SCALE) || 1),
);

// The test DOM lays nothing out: virtual lists (the conversation) get a viewport to fill, as a browser would give them.
const VIEWPORT = { viewportHeight: 2000, itemHeight: 40 };

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

/** A store with a demo user signed in (as after a login): for tests of the data layer without a screen. */
export function signedInStore(who: DemoUser) {
  const user = signIn(who);
  const store = makeStore();
  store.dispatch(
    sessionStarted({
      id: user.id,
      role: toRole(user.userType)!,
      token: `test-token-${user.id}`,
      email: user.email,
      profileComplete: user.profileComplete,
    }),
  );
  return store;
}

/** Renders a mock-mode tool (the QA panel) with the same style cache as the app. */
export function renderTool(ui: ReactElement) {
  return { ...render(<CacheProvider value={styleCache}>{ui}</CacheProvider>), user: fastUser() };
}

/** Renders the whole app (store, theme, the real route table and guards) at a path, optionally signed in. */
export function renderApp(path: string, opts: { user?: DemoUser } = {}) {
  if (opts.user) signIn(opts.user);
  const store = makeStore();
  const installed = installSessionEffects(store);
  let stopped = false;
  // Once: by an unmount the test asks for, or after the test.
  const uninstall = () => {
    if (!stopped) installed();
    stopped = true;
  };
  startedApp(uninstall);
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const result = render(
    <CacheProvider value={styleCache}>
      <VirtuosoMockContext.Provider value={VIEWPORT}>
        <AppShell store={store} router={router} />
      </VirtuosoMockContext.Provider>
    </CacheProvider>,
  );
  result.unmount = ((orig) => () => {
    uninstall();
    orig();
  })(result.unmount);
  return { ...result, store, router, user: fastUser() };
}

/**
 * userEvent with `type` for plain text done as a click and a paste: the field gets the same focus, the same
 * input and change events and the same value, in one render instead of one per key (a form re-validates on
 * each). Text with key descriptors ({Enter}, {Shift>}) and calls with options still go key by key.
 */
function fastUser() {
  // delay: null types without yielding between keys: the same events, far faster on a busy machine.
  // No pointer-events check: before each click user-event reads the computed style of the target and of every
  // ancestor, looking for `pointer-events: none`, which only MUI's stylesheet sets, and that is kept off the
  // document here (styleCache above), so it looked and could find nothing: about 8% of a test's CPU. A
  // disabled control still takes no click (its `disabled` attribute), and the browser journeys click as a
  // browser does.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const type: typeof user.type = async (element, text, options) => {
    if (options || /[{[]/.test(text)) return user.type(element, text, options);
    await user.click(element);
    if (text) await user.paste(text);
  };
  return { ...user, type };
}
