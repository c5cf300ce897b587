// Builds the app as it ships against a real backend (no mock code) and prints the JavaScript each route
// needs, gzip-compressed. Fails when the landing page's initial JavaScript passes the budget, or when the
// production build contains MSW or the QA panel (mock mode's tools).
// usage: npm run size   (BUDGET_KIB overrides the 195 KiB budget)
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BUDGET_KIB = Number(process.env.BUDGET_KIB) || 195;
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
const pages = Object.keys(manifest).filter((k) => /src\/features\/.+\/pages\/.+\.tsx$/.test(k));
const landingKey = pages.find((k) => k.endsWith('site/pages/LandingPage.tsx'));
const landing = new Set([...entry, ...closure(landingKey)]);
const landingTotal = total(landing);

console.log(
  `\nInitial JavaScript, gzip (KiB): entry ${kib(total(entry)).trim()}, landing page (entry + page) ${kib(landingTotal).trim()}`,
);
console.log(`\n${'route page'.padEnd(52)} ${'own'.padStart(7)} ${'total'.padStart(7)}`);
for (const key of pages.sort()) {
  const files = closure(key);
  const own = [...files].filter((f) => !entry.has(f));
  const name = key.replace(/^src\/features\//, '');
  console.log(`${name.padEnd(52)} ${kib(total(own))} ${kib(total(new Set([...entry, ...files])))}`);
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
