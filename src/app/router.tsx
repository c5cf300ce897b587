import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/PageLoader';
import SimpleLayout from './layouts/SimpleLayout';
import { Root } from './Root';
import { loadDataLayer } from './loadDataLayer';
import { RouteGuard } from './RouteGuard';
import { PAGES } from './pages';
import { NOT_FOUND_ROUTE, ROUTES, type AppRoute, type LayoutName, type RouteId } from './routes';

// Only the simple layout ships with the first chunk; the auth and app layouts load with their first route.
const AuthLayout = lazy(() => import('./layouts/AuthLayout'));
const AppLayout = lazy(() => loadDataLayer().then(() => import('./layouts/AppLayout')));

const LAYOUTS: Record<LayoutName, ComponentType> = { simple: SimpleLayout, auth: AuthLayout, app: AppLayout };

type Routed = AppRoute & { id: RouteId | 'notFound' };

const pages = new Map<(typeof PAGES)[RouteId], ComponentType>();
function pageFor(route: Routed) {
  const load = PAGES[route.id];
  // Routes that share a page module (the three message folders) share one lazy component.
  let Page = pages.get(load);
  if (!Page) {
    // Auth and signed-in pages read the data layer (RTK Query and the domain slices); the public site needs
    // only the session.
    const needsData = route.access.protected || route.layout !== 'simple';
    Page = lazy(needsData ? () => loadDataLayer().then(load) : load);
    pages.set(load, Page);
  }
  return Page;
}

function toRouteObject(route: Routed): RouteObject {
  const Page = pageFor(route);
  return { path: route.path, handle: { access: route.access, title: route.title }, element: <Page /> };
}

function layoutRoute(name: LayoutName, routes: Routed[]): RouteObject {
  const Layout = LAYOUTS[name];
  return {
    element: (
      <Suspense fallback={<PageLoader />}>
        <Layout />
      </Suspense>
    ),
    children: routes.filter((r) => r.layout === name).map(toRouteObject),
  };
}

export const routeObjects: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <RouteGuard />,
        children: [
          layoutRoute('simple', [...ROUTES, { ...NOT_FOUND_ROUTE, id: 'notFound' }]),
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
