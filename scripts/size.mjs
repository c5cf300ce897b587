// Builds the app as it ships against a real backend (no mock code) and prints the JavaScript each route
// downloads, gzip-compressed: the entry, then per route what it needs beyond it. Fails when the landing page's
// initial JavaScript or any route passes its budget (scripts/size-budgets.json), or when the production build
// contains MSW or the QA panel (mock mode's tools).
// usage: npm run size   (BUDGET_KIB overrides the landing page's budget)
import { build, createServer } from 'vite';
import { SCRIPT_SERVER } from './script-server.ts';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BUDGET_KIB =
  Number(process.env.BUDGET_KIB) ||
  JSON.parse(readFileSync('scripts/size-budgets.json', 'utf8')).landingInitialKiB;
const outDir = mkdtempSync(join(tmpdir(), 'size-'));
process.env.VITE_API_BASE_URL = 'https://api.example.test';
process.env.VITE_API_MOCK = 'false';

await build({ logLevel: 'warn', build: { outDir, manifest: true, emptyOutDir: true } });
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));

// A chunk names the chunks it loads by their file names, whose hashes follow their content: an edit anywhere
// renames its chunk, and the gzip size of every file naming it moved by a few bytes at random (the entry lists
// them all: ±20 bytes a build). Sizes are measured with each chunk's hash replaced by one that follows what
// the chunk is (its source, or its name and who imports it), not its bytes: as random-looking, so the figure
// is what ships give or take that noise, and the same until the code itself changes.
const importers = new Map();
for (const [key, chunk] of Object.entries(manifest))
  for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
    importers.set(dep, [...(importers.get(dep) ?? []), chunk.src ?? chunk.name]);
const steadyHash = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  const hash = chunk.file.match(/-([\w-]{8})\.js$/)?.[1];
  const what = chunk.src ?? `${chunk.name}|${(importers.get(key) ?? []).sort().join(',')}`;
  if (hash) steadyHash.set(hash, createHash('sha256').update(what).digest('base64url').slice(0, 8));
}
const hashes = new RegExp(
  `-(${[...steadyHash.keys()].map((h) => h.replace(/-/g, '\\-')).join('|')})\\.js`,
  'g',
);
const gz = new Map();
const sizeOf = (file) => {
  if (!gz.has(file)) {
    const steady = readFileSync(join(outDir, file), 'utf8').replace(
      hashes,
      (_, h) => `-${steadyHash.get(h)}.js`,
    );
    gz.set(file, gzipSync(steady, { level: 9 }).length);
  }
  return gz.get(file);
};
/** A chunk and everything it imports statically (what the browser must load before it runs). */
const closure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  if (chunk.file.endsWith('.js')) seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
};
const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const total = (files) => [...files].reduce((n, f) => n + sizeOf(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const landingKey = 'src/features/site/pages/LandingPage.tsx';
const landing = new Set([...entry, ...closure(landingKey)]);
const landingTotal = total(landing);

// What opening each route downloads, as src/app/router.tsx loads it: the page, its layout (auth and app
// layouts are chunks of their own) and, for auth and signed-in routes, the data layer. Three figures a route:
//   own:      the chunks only this route's page needs (no route with another page loads them): its own code
//   download: everything beyond the entry (own, plus chunks shared with other routes, which a visit to one of
//             those routes has already cached): what a first visit to this route fetches after the entry
//   total:    the entry and the download
const server = await createServer(SCRIPT_SERVER);
const { ROUTES, NOT_FOUND_ROUTE } = await server.ssrLoadModule('/src/app/routes.ts');
await server.close();
// Each route's page module: written in its entry (`jobSearch: () => import('@/…')`), or through a loader that
// routes sharing one module name (`inbox: messages`, `const messages = () => import('@/…')`).
const pagesSource = readFileSync('src/app/pages.ts', 'utf8');
const loaders = Object.fromEntries(
  [...pagesSource.matchAll(/const (\w+) = \(\) => import\('@\/(.+?)'\)/g)].map(([, name, path]) => [
    name,
    path,
  ]),
);
const pageFiles = Object.fromEntries(
  [
    ...[...pagesSource.matchAll(/(\w+): \(\) => import\('@\/(.+?)'\)/g)].map(([, id, path]) => [id, path]),
    ...[...pagesSource.matchAll(/(\w+): (\w+),/g)]
      .filter(([, , name]) => loaders[name])
      .map(([, id, name]) => [id, loaders[name]]),
  ].map(([id, path]) => [id, `src/${path}.tsx`]),
);
const LAYOUT_KEYS = { auth: 'src/app/layouts/AuthLayout.tsx', app: 'src/app/layouts/AppLayout.tsx' };
// The data layer's chunk, by name: vite.config.ts groups it with the slices it injects, so its manifest key is the
// chunk's (_dataLayer-<hash>.js) rather than src/app/dataLayer.ts.
const DATA_LAYER_KEY = Object.keys(manifest).find((k) => manifest[k].name === 'dataLayer');
if (!DATA_LAYER_KEY) throw new Error('No dataLayer chunk in the manifest');
const opened = [...ROUTES, { ...NOT_FOUND_ROUTE, id: 'notFound' }].map((route) => {
  const { id } = route;
  const keys = [pageFiles[id], LAYOUT_KEYS[route.layout]];
  if (route.access.protected || route.layout !== 'simple') keys.push(DATA_LAYER_KEY);
  // A page with no chunk of its own ships in the entry (src/app/pages.ts: STATIC_PAGES); any other is found.
  if (!pageFiles[id] && !new RegExp(`\\b${id}: \\(\\) => Promise\\.resolve`).test(pagesSource))
    throw new Error(`No page module found for route ${id} in src/app/pages.ts`);
  if (pageFiles[id] && !manifest[pageFiles[id]])
    throw new Error(`No chunk for route ${id} (${pageFiles[id]})`);
  const files = new Set(keys.filter(Boolean).flatMap((k) => [...closure(k)]));
  return { route, page: pageFiles[id] ?? id, download: [...files].filter((f) => !entry.has(f)) };
});
/** Which pages load each chunk (routes sharing a page module, like the three mail folders, count once). */
const pagesOf = new Map();
for (const { page, download } of opened)
  for (const f of download) pagesOf.set(f, new Set([...(pagesOf.get(f) ?? []), page]));
const routes = opened.map(({ route, download }) => ({
  id: route.id,
  path: route.path,
  own: total(download.filter((f) => pagesOf.get(f).size === 1)),
  download: total(download),
  total: total(new Set([...entry, ...download])),
}));

const budgets = JSON.parse(readFileSync('scripts/size-budgets.json', 'utf8'));
const ownBudget = (id) => budgets.routeOwnKiB[id] ?? budgets.routeOwnKiB.default;
const downloadBudget = (id) => budgets.routeDownloadKiB[id] ?? budgets.routeDownloadKiB.default;

console.log(
  `\nInitial JavaScript, gzip (KiB): entry ${kib(total(entry)).trim()}, landing page (entry + page) ${kib(landingTotal).trim()}`,
);
console.log(
  `\n${'route'.padEnd(22)} ${'path'.padEnd(35)} ${'own'.padStart(6)} ${'budget'.padStart(6)} ${'download'.padStart(8)} ${'budget'.padStart(6)} ${'total'.padStart(6)}`,
);
const overBudget = [];
for (const r of routes.sort((a, b) => b.download - a.download)) {
  const over = [];
  if (r.own / 1024 > ownBudget(r.id))
    over.push(`its own code ${kib(r.own).trim()} KiB > ${ownBudget(r.id)} KiB`);
  if (r.download / 1024 > downloadBudget(r.id))
    over.push(`its download ${kib(r.download).trim()} KiB > ${downloadBudget(r.id)} KiB`);
  if (over.length) overBudget.push({ ...r, over });
  console.log(
    `${r.id.padEnd(22)} ${r.path.padEnd(35)} ${kib(r.own).slice(1)} ${String(ownBudget(r.id)).padStart(6)} ${kib(r.download).padStart(8)} ${String(downloadBudget(r.id)).padStart(6)} ${kib(r.total).slice(1)}${over.length ? '  OVER' : ''}`,
  );
}

const js = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
const withMsw = js.filter((f) =>
  /mockServiceWorker|setupWorker|msw\/browser/.test(readFileSync(join(outDir, 'assets', f), 'utf8')),
);
// Strings only the QA kit has (src/mocks/qa): the panel's title, the state file's format, the scenario prefix.
const withQa = js.filter((f) =>
  /QA panel|sensiworks-mock-state|mock\.latency/.test(readFileSync(join(outDir, 'assets', f), 'utf8')),
);
rmSync(outDir, { recursive: true, force: true });

let failed = false;
if (withMsw.length) {
  console.error(`\nFAIL: the production build carries MSW code in ${withMsw.join(', ')}`);
  failed = true;
}
if (withQa.length) {
  console.error(`\nFAIL: the production build carries the QA panel in ${withQa.join(', ')}`);
  failed = true;
}
for (const r of overBudget) {
  console.error(`\nFAIL: route ${r.id} (${r.path}): ${r.over.join('; ')}`);
  failed = true;
}
if (landingTotal / 1024 > BUDGET_KIB) {
  console.error(
    `\nFAIL: landing page initial JavaScript ${kib(landingTotal).trim()} KiB > budget ${BUDGET_KIB} KiB`,
  );
  failed = true;
}
if (!failed) {
  console.log(
    `\nOK: landing page initial JavaScript ${kib(landingTotal).trim()} KiB <= budget ${BUDGET_KIB} KiB; no MSW code, no QA panel`,
  );
}
process.exit(failed ? 1 : 0);
