/**
 * The build's HTML files: each pre-rendered page (`prerender` in src/app/routes.ts) has its own, named after its
 * path (`/` is index.html, `/about` is about.html); every other address is answered with the app shell, whose root
 * is empty. The build writes them (scripts/prerender.ts); `vite preview`, the Node mock server and the deployment
 * (docs/deploy.md) answer by this rule.
 */
export const APP_SHELL = 'app.html';

export const fileOfPage = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The file that answers a page's address (a decoded pathname): its pre-rendered page if the build has one. */
export function pageFileFor(pathname: string, exists: (file: string) => boolean): string {
  const own = fileOfPage(pathname);
  if (!own.startsWith('.') && !own.includes('/.') && exists(own)) return own;
  return exists(APP_SHELL) ? APP_SHELL : 'index.html';
}

/**
 * Set on the document by a pre-rendered page's head script when a session is stored: the page, rendered for a
 * visitor, stays hidden and the app renders the user's own in its place (scripts/prerender.ts, src/main.tsx).
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';
