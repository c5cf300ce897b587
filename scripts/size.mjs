// Builds the app as it ships against a real backend (no mock code) and prints the JavaScript each route
// downloads, gzip-compressed: the entry, then per route what it needs beyond it. Fails when the landing page's
// initial JavaScript or any route passes its budget (scripts/size-budgets.json), or when the production build
// contains MSW or the QA panel (mock mode's tools).
// usage: npm run size   (BUDGET_KIB overrides the landing page's budget)
import { build, createServer } from 'vite';
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

const gz = new Map();
const sizeOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
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
// layouts are chunks of their own) and, for auth and signed-in routes, the data layer. "Own" is what the
// route needs beyond the entry (which every route has already).
const server = await createServer({ logLevel: 'error', server: { middlewareMode: true }, appType: 'custom' });
const { ROUTES, NOT_FOUND_ROUTE } = await server.ssrLoadModule('/src/app/routes.ts');
await server.close();
const pageFiles = Object.fromEntries(
  [...readFileSync('src/app/pages.ts', 'utf8').matchAll(/(\w+): \(\) => import\('@\/(.+?)'\)/g)].map(
    ([, id, path]) => [id, `src/${path}.tsx`],
  ),
);
const LAYOUT_KEYS = { auth: 'src/app/layouts/AuthLayout.tsx', app: 'src/app/layouts/AppLayout.tsx' };
const DATA_LAYER_KEY = 'src/app/dataLayer.ts';
const routes = [...ROUTES, { ...NOT_FOUND_ROUTE, id: 'notFound' }].map((route) => {
  const { id } = route;
  const keys = [pageFiles[id], LAYOUT_KEYS[route.layout]];
  if (route.access.protected || route.layout !== 'simple') keys.push(DATA_LAYER_KEY);
  const files = new Set(keys.filter(Boolean).flatMap((k) => [...closure(k)]));
  // A page with no chunk of its own ships in the entry (src/app/pages.ts: STATIC_PAGES).
  if (pageFiles[id] && !manifest[pageFiles[id]])
    throw new Error(`No chunk for route ${id} (${pageFiles[id]})`);
  const own = [...files].filter((f) => !entry.has(f));
  return { id, path: route.path, own: total(own), total: total(new Set([...entry, ...files])) };
});

const budgets = JSON.parse(readFileSync('scripts/size-budgets.json', 'utf8'));
const budgetOf = (id) => budgets.routeOwnKiB[id] ?? budgets.routeOwnKiB.default;

console.log(
  `\nInitial JavaScript, gzip (KiB): entry ${kib(total(entry)).trim()}, landing page (entry + page) ${kib(landingTotal).trim()}`,
);
console.log(
  `\n${'route'.padEnd(24)} ${'path'.padEnd(36)} ${'own'.padStart(7)} ${'budget'.padStart(7)} ${'total'.padStart(7)}`,
);
const overBudget = [];
for (const r of routes.sort((a, b) => b.own - a.own)) {
  const budget = budgetOf(r.id);
  const over = r.own / 1024 > budget;
  if (over) overBudget.push(r);
  console.log(
    `${r.id.padEnd(24)} ${r.path.padEnd(36)} ${kib(r.own)} ${String(budget).padStart(7)} ${kib(r.total)}${over ? '  OVER' : ''}`,
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
  console.error(
    `\nFAIL: route ${r.id} (${r.path}) needs ${kib(r.own).trim()} KiB of its own > budget ${budgetOf(r.id)} KiB`,
  );
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
