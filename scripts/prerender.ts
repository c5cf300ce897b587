import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin, ResolvedConfig } from 'vite';
import { APP_SHELL, fileOfPage, pageFileFor, SIGNED_IN_ATTRIBUTE } from '../src/app/pageFile.ts';
import { BEFORE_APP_SCRIPT } from '../src/lib/earlyInput.ts';
import { SESSION_KEYS } from '../src/lib/sessionKeys.ts';
import { SCRIPT_SERVER } from './script-server.ts';

const ROOT = '<div id="root"></div>';
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Style attributes (MUI sets a few: a CSS variable on the header and the links, the hidden copy of an auto-sizing
 * text area) are inline styles, which the CSP blocks in HTML (in the browser React sets them through the DOM,
 * which it allows). Each becomes a rule of one style tag with the page's nonce, on a data attribute, with an id in
 * its selector so that it outranks the class rules as the attribute did; hydration keeps the attribute.
 */
function moveStyleAttributes(html: string) {
  const rules: string[] = [];
  const markup = html.replace(/ style="([^"]*)"/g, (_attr, css: string) => {
    rules.push(`#root [data-ssr-style="${rules.length}"]{${unescapeHtml(css)}}`);
    return ` data-ssr-style="${rules.length - 1}"`;
  });
  return { markup, styles: rules.join('') };
}

/**
 * A pre-rendered page needs its scripts only to become interactive, yet the entry's script and its module
 * preloads in the head are fetched before the first paint, beside the stylesheet and the fonts it does need (on
 * a slow mobile connection, 190 KiB of JavaScript ahead of the headline). A small inline module (carrying the nonce)
 * starts them in the frame after the first paint instead. A link clicked before the app has started is an ordinary
 * page load, and a page with a form holds a submit made before then (src/lib/earlyInput.ts: the app adopts what was
 * typed and sends the held submit itself), so nothing the visitor does is lost. In a mock build the QA panel's
 * shortcut works from the first paint (src/main.tsx): pressed before the app has started, it is noted here for the
 * app to open the panel once it has.
 *
 * A signed-in user is not shown the page, which was rendered for a visitor (the landing page sends a user to the
 * dashboard, the login page to the user's home): a classic script in the head marks the document before it paints,
 * a style hides the pre-rendered root, and the app starts at once and renders in its place (src/main.tsx).
 */
function startAfterFirstPaint(page: string, nonce: string, { qaShortcut }: { qaShortcut: boolean }) {
  const entry = page.match(/<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/);
  if (!entry) throw new Error('index.html has no entry script to start after the first paint');
  const preloads: string[] = [];
  const withoutPreloads = page.replace(
    /\s*<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g,
    (_m, href) => {
      preloads.push(href);
      return '';
    },
  );
  const early = qaShortcut
    ? `addEventListener('keydown', (e) => {
  if (e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyQ') window.__qaAsked = true;
});
`
    : '';
  const start = `${early}let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry[1])});
};
if (document.documentElement.hasAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)})) start();
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 1000);`;
  const signedIn = `(function(){try{if(localStorage.getItem(${JSON.stringify(SESSION_KEYS[0])}))document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},'')}catch(e){}})();`;
  return withoutPreloads
    .replace('</title>', `</title><script nonce="${nonce}">${signedIn}</script>`)
    .replace(entry[0], `<script type="module" nonce="${nonce}">${start}</script>`);
}

/**
 * The first paint waits until the pre-rendered page is parsed whole. A browser may otherwise paint a page it has
 * parsed only in part (a slow phone, a busy machine): the header's right-hand buttons, laid out from the right, then
 * moved left as the next one arrived, a layout shift before the app had even started. The page is one small
 * response, so the wait is the parser's, not the network's; a browser without `rel=expect` paints as before.
 * The link names an empty element after the root, not the root itself: Chromium stops blocking when the named
 * element is inserted (its start tag), not when it is parsed whole as the HTML standard says.
 */
const PAGE_END = 'prerendered-end';
const PAINT_WHOLE = `<link rel="expect" href="#${PAGE_END}" blocking="render">`;

/**
 * The public pages paint from HTML: after the client build, the pages marked `prerender` in the route table are
 * rendered in Node (src/app/prerender.tsx, loaded through a Vite server in middleware mode so that it resolves
 * exactly as the app does) and written into copies of the built index.html, with their styles inline and their
 * title. The page's own content is in the first response; src/main.tsx hydrates it. The unrendered page
 * becomes the app shell (app.html) that answers every other route (src/app/pageFile.ts).
 *
 * React's own `prerender` (react-dom/static) does the rendering: a static-site plugin would bring a second router
 * and build pipeline for six pages.
 */
export function prerenderPublicPages({
  nonce,
  mock,
}: {
  nonce: string;
  /** A mock build: the QA shortcut is noted before the app starts (startAfterFirstPaint). */
  mock: boolean;
}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sensiworks:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!template.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to render into`);
      writeFileSync(join(outDir, APP_SHELL), template);

      const { createServer } = await import('vite');
      const server = await createServer({
        ...SCRIPT_SERVER,
        configFile: config.configFile,
        mode: config.mode,
      });
      try {
        const { PRERENDERED, renderPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          PRERENDERED: { path: string; title: string }[];
          renderPage: (path: string, nonce: string) => Promise<string>;
        };
        for (const { path, title } of PRERENDERED) {
          const html = await renderPage(path, nonce);
          // Whole: no boundary left to finish in the browser, no inline script (the CSP allows none).
          if (/<!--\$[?!]-->|<script(?![^>]*\bnonce=)/.test(html))
            throw new Error(`${path} pre-rendered incomplete`);
          const moved = moveStyleAttributes(html);
          const { markup } = moved;
          const styles = `html[${SIGNED_IN_ATTRIBUTE}] #root[data-prerendered]{visibility:hidden}${moved.styles}`;
          const page = template
            .replace('</head>', `<style nonce="${nonce}">${styles}</style>${PAINT_WHOLE}</head>`)
            .replace(
              ROOT,
              `<div id="root" data-prerendered="${escapeHtml(path)}">${markup}</div><template id="${PAGE_END}"></template>`,
            )
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${title} · Sensiworks`)}</title>`);
          const hasForm = /<(input|textarea|select)\b/.test(markup);
          writeFileSync(
            join(outDir, fileOfPage(path)),
            startAfterFirstPaint(
              hasForm
                ? page.replace('</title>', `</title><script nonce="${nonce}">${BEFORE_APP_SCRIPT}</script>`)
                : page,
              nonce,
              { qaShortcut: mock },
            ),
          );
        }
        config.logger.info(`pre-rendered ${PRERENDERED.map((p) => p.path).join(' ')}`);
      } finally {
        await server.close();
      }
    },
  };
}

/** `vite preview` answers a page's address as a deployment does (src/app/pageFile.ts), not always with index.html. */
export function servePageFiles(): Plugin {
  return {
    name: 'sensiworks:page-files',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const isFile = (file: string) =>
        existsSync(join(outDir, file)) && statSync(join(outDir, file)).isFile();
      const answer: Connect.NextHandleFunction = (req, _res, next) => {
        const accept = req.headers.accept ?? '';
        if ((req.method === 'GET' || req.method === 'HEAD') && accept.includes('text/html')) {
          const url = new URL(req.url ?? '/', 'http://x');
          let pathname: string;
          try {
            pathname = decodeURIComponent(url.pathname);
          } catch {
            return next();
          }
          if (pathname === '/' || !isFile(pathname.slice(1))) {
            req.url = `/${pageFileFor(pathname, isFile)}${url.search}`;
          }
        }
        next();
      };
      server.middlewares.use(answer);
    },
  };
}

/**
 * The typeface's files (src/fonts.css: Latin, the weights the pages use) start downloading with the HTML rather
 * than after the stylesheet, so that they are there for the first paint (`font-display: optional` would otherwise
 * keep the system font for the visit).
 */
export function preloadFonts(pattern = /inter-latin-(400|600|700)-normal-[\w-]+\.woff2$/): Plugin {
  let base = '/';
  return {
    name: 'sensiworks:preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.keys(bundle ?? {})
          .filter((file) => pattern.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `${base}${file}`,
              crossorigin: '',
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
