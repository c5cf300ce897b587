import { Suspense, type ComponentType } from 'react';
import {
  createBrowserRouter,
  generatePath,
  matchRoutes,
  Navigate,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { PageLoader } from '@/components/PageLoader';
import { lazyOnce } from '@/lib/lazyOnce';
import SimpleLayout from './layouts/SimpleLayout';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { loadDataLayer } from './loadDataLayer';
import { RouteGuard } from './RouteGuard';
import { PAGES, STATIC_PAGES } from './pages';
import {
  NOT_FOUND_ROUTE,
  ROUTES,
  type AppRoute,
  type LayoutName,
  type RouteHandle,
  type RouteId,
} from './routes';

// Only the simple layout ships with the first chunk; the auth and app layouts load with their first route.
const authLayout = lazyOnce(() => import('./layouts/AuthLayout'));
const appLayout = lazyOnce((): Promise<{ default: ComponentType }> =>
  Promise.all([loadDataLayer(), import('./layouts/AppLayout')]).then(([, m]) => m),
);
const layoutModules = { auth: authLayout.load, app: appLayout.load };

const LAYOUTS: Record<LayoutName, ComponentType> = {
  simple: SimpleLayout,
  auth: authLayout.Component,
  app: appLayout.Component,
};

type Routed = AppRoute & { id: RouteId | 'notFound' };
type Load = (typeof PAGES)[RouteId];

const pages = new Map<Load, { Page: ComponentType; load: () => Promise<unknown> }>();
function pageFor(route: Routed) {
  const loadPage = PAGES[route.id];
  // Routes that share a page module (the three message folders) share one lazy component.
  let page = pages.get(loadPage);
  const Static = route.id === 'notFound' ? undefined : STATIC_PAGES[route.id];
  if (!page && Static) {
    page = { Page: Static, load: () => Promise.resolve() };
    pages.set(loadPage, page);
  } else if (!page) {
    // Auth and signed-in pages read the data layer (RTK Query and the domain slices); the public site needs
    // only the session. Both load at once, not one after the other.
    const needsData = route.access.protected || route.layout !== 'simple';
    const { Component, load } = lazyOnce((): ReturnType<Load> =>
      needsData ? Promise.all([loadDataLayer(), loadPage()]).then(([, m]) => m) : loadPage(),
    );
    page = { Page: Component, load };
    pages.set(loadPage, page);
  }
  return page;
}

const NOT_FOUND: Routed = { ...NOT_FOUND_ROUTE, id: 'notFound' };

/**
 * A route's router entries: one, or for a path with a :type, one per kind of page it has (/jobs-posting/addJob,
 * …), so that any other (/jobs-posting/zzz) is matched by nothing but the 404 page, in its own layout. The page
 * reads its kind from the handle (`usePathType`).
 */
function toRouteObjects(route: Routed): RouteObject[] {
  const { Page, load } = pageFor(route);
  const layout = route.layout === 'simple' ? null : layoutModules[route.layout];
  const kinds: RouteObject[] = (route.types ?? [undefined]).map((type) => {
    // The guard starts the page and its layout together when the route matches, so the page's chunk does not
    // wait for the layout's to arrive and render first.
    const handle: RouteHandle = {
      access: route.access,
      title: (type && route.titles?.[type]) || route.title,
      preload: () => Promise.all([layout?.(), load()]),
      type,
    };
    return {
      path: type ? generatePath(route.path, { type }) : route.path,
      // As the route table reads it (routeFor): /jobs-posting/addjob is no kind of page, not addJob past the guard.
      caseSensitive: !!type,
      handle,
      element: <Page />,
      // A page that fails shows the error inside its layout, so the menu and header stay usable.
      errorElement: <RouteError />,
    };
  });
  // The path without its kind (an address trimmed by hand) opens the first kind, as the menu does, with its query.
  if (route.types)
    kinds.push({
      path: route.path.replace('/:type', ''),
      caseSensitive: true,
      handle: kinds[0].handle,
      element: <FirstKind to={kinds[0].path!} />,
    });
  return kinds;
}

function FirstKind({ to }: { to: string }) {
  return <Navigate to={{ ...useLocation(), pathname: to }} replace />;
}

function layoutRoute(name: LayoutName, routes: Routed[]): RouteObject {
  const Layout = LAYOUTS[name];
  return {
    element: (
      <Suspense fallback={<PageLoader />}>
        <Layout />
      </Suspense>
    ),
    children: routes.filter((r) => r.layout === name).flatMap(toRouteObjects),
  };
}

export const routeObjects: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RouteGuard />,
        children: [
          layoutRoute('simple', [...ROUTES, NOT_FOUND]),
          layoutRoute('auth', ROUTES),
          layoutRoute('app', ROUTES),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}

/** Starts loading the code of the route a path opens: its page, its layout and the data layer it needs. */
export function preloadPath(pathname: string): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routeObjects, pathname) ?? []).map((match) =>
      (match.route.handle as RouteHandle | undefined)?.preload(),
    ),
  );
}

/**
 * Prefetch on intent: hovering or focusing a link loads the code of the route it leads to (the landing page's
 * "Log in" loads the login screen), and so does an element that names its likely next routes in
 * `data-prefetch="/path /other"` (the login form names the dashboards). Each route's code loads once.
 */
export function installPrefetch(doc: Document = document) {
  let last = '';
  const onIntent = (event: Event) => {
    const el = (event.target as Element | null)?.closest?.('a[href], [data-prefetch]');
    const targets = el?.getAttribute('data-prefetch') ?? el?.getAttribute('href');
    if (!targets || targets === last) return;
    last = targets;
    for (const target of targets.split(/\s+/)) {
      let url: URL;
      try {
        url = new URL(target, doc.baseURI);
      } catch {
        continue; // not a link the app can open
      }
      // A failed prefetch costs nothing: opening the route downloads its code again.
      if (url.origin === window.location.origin) preloadPath(url.pathname).catch(() => {});
    }
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
}
