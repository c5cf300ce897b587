import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Providers, STYLE_KEY } from './App';
import { preloadPath, routeObjects } from './router';
import { ROUTES } from './routes';
import { makeStore } from './store';

/**
 * Build time only (scripts/prerender.ts runs it in Node): the public pages of the route table marked `prerender`,
 * rendered as a signed-out visitor first sees them, to be written into their own HTML files and hydrated by the
 * browser (src/main.tsx). The tree is the browser's (src/app/App.tsx) with the static router in place of the
 * browser's, so hydration finds the same markup.
 */
export const PRERENDERED = ROUTES.filter((r) => r.prerender).map(({ path, title }) => ({ path, title }));

/**
 * The HTML of one page's root element. Emotion writes each component's styles as a style tag just before it,
 * carrying `nonce` (the server's per-response placeholder, docs/deploy.md); the browser's emotion cache moves them
 * into the head before hydrating. Lazy pages are awaited: the HTML holds the whole page.
 */
export async function renderPage(path: string, nonce: string): Promise<string> {
  // The page's code first, so that nothing suspends.
  await preloadPath(path);
  const handler = createStaticHandler(routeObjects);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response)
    throw new Error(`${path} redirects (${context.status}): not a page to pre-render`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: STYLE_KEY, nonce });
  // A synchronous render, as nothing suspends (above): React's streaming `prerender` also renders each loading
  // fallback, and emotion, writing each style once per render, then left the page's share of them in the
  // discarded fallback. A failure inside a Suspense boundary would leave its spinner in the HTML: the build fails
  // on it (scripts/prerender.ts).
  return renderToString(
    <CacheProvider value={cache}>
      <Providers store={makeStore()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </CacheProvider>,
  );
}
