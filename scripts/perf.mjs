// Lighthouse (mobile, simulated throttling) on the production build: builds it, serves it with `vite preview`,
// runs Lighthouse five times on each page and prints the median LCP, TBT, CLS and performance score.
// A measurement to read, not a test: run it on a quiet machine (other work skews the figures).
//
// usage: npm run perf [-- --mock | --floor] [-- --runs 5] [-- --explain] [-- /path ...]
//   default: the real-backend build, its API answered by the mock backend from Node, pages / and /login
//   --mock:  the mock demo build instead
//   --floor: the bare app on the same stack (scripts/perf/floor), page /: the figure the landing page is held to
// Lighthouse is fetched by npx on first use (it is not a dependency of the app); Chromium as for the journeys
// (CHROME_PATH, else the system chromium).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIGHTHOUSE = 'lighthouse@13.5.0';
// Vite run by this Node directly (not through npx), so that stopping the preview server stops it.
const VITE = 'node_modules/vite/bin/vite.js';
const args = process.argv.slice(2);
const mock = args.includes('--mock');
const floor = args.includes('--floor');
// --explain: the first run's LCP element, layout shifts, script time and long tasks, to see what a figure is made of.
const explain = args.includes('--explain');
const config = floor ? ['--config', 'scripts/perf/floor/vite.config.mjs'] : [];
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const paths = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--runs');
const pages = paths.length ? paths : floor ? ['/'] : ['/', '/login'];
const port = Number(process.env.PERF_PORT) || 4190;
const chrome =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));
if (!chrome) throw new Error('No Chromium found: set CHROME_PATH');

const work = mkdtempSync(join(tmpdir(), 'perf-'));
const outDir = join(work, 'dist');
// The real-backend build talks to a backend that answers: the mock backend served from Node, behind the preview
// server's own origin (a proxy, as a deployment would put the API on its domain). With no backend, the page says
// it cannot reach the server, and that banner is not what a visitor sees.
const apiPort = port + 1;
const env = mock
  ? { ...process.env, VITE_API_MOCK: 'true', VITE_API_BASE_URL: '' }
  : { ...process.env, VITE_API_MOCK: 'false', VITE_API_BASE_URL: `http://localhost:${port}` };
const label = floor ? 'floor (bare app)' : mock ? 'mock demo' : 'real-backend';
console.log(`Building the ${label} bundle...`);
execFileSync(
  process.execPath,
  [VITE, 'build', ...config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  {
    env,
    stdio: 'inherit',
  },
);

const started = (child, name) =>
  new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => /127\.0\.0\.1:|localhost:/.test(String(d)) && resolve());
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
const backend =
  mock || floor
    ? null
    : spawn(process.execPath, ['scripts/mock-server.mjs', '--port', String(apiPort)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
if (backend) await started(backend, 'the mock backend');
// `vite preview` through Vite's API: the project's config, plus the proxy to the backend.
const previewScript = `
  import { preview } from 'vite';
  const target = 'http://127.0.0.1:${apiPort}';
  await preview({
    ${floor ? "configFile: 'scripts/perf/floor/vite.config.mjs'," : ''}
    build: { outDir: ${JSON.stringify(outDir)} },
    preview: { port: ${port}, strictPort: true, proxy: ${backend ? "{ '/api': target, '/ws': { target, ws: true } }" : '{}'} },
  });
  console.log('preview on localhost:${port}');
`;
const server = spawn(process.execPath, ['--input-type=module', '-e', previewScript], {
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await started(server, 'vite preview');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = [];
try {
  for (const path of pages) {
    const figures = [];
    for (let i = 0; i < runs; i++) {
      const report = join(work, `report-${i}.json`);
      execFileSync(
        'npx',
        [
          '--yes',
          LIGHTHOUSE,
          `http://localhost:${port}${path}`,
          '--only-categories=performance',
          '--form-factor=mobile',
          '--throttling-method=simulate',
          '--output=json',
          `--output-path=${report}`,
          '--quiet',
          `--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${join(work, `profile-${i}`)}`,
        ],
        { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const { audits, categories } = JSON.parse(readFileSync(report, 'utf8'));
      if (explain && i === 0) {
        const snippet = (item) =>
          item?.node?.snippet ?? item?.items?.[0]?.node?.snippet ?? JSON.stringify(item);
        const lcp = audits['lcp-breakdown-insight']?.details?.items ?? [];
        const lcpNode = lcp.find((item) => item.type === 'node');
        console.log(`${path}: LCP element ${lcpNode?.snippet ?? '?'}`);
        for (const phase of lcp.find((item) => item.type === 'table')?.items ?? [])
          console.log(`${path}:   ${phase.label ?? phase.subpart}: ${Math.round(phase.duration)} ms`);
        for (const shift of audits['layout-shifts']?.details?.items ?? [])
          console.log(`${path}: layout shift ${shift.score?.toFixed?.(3)} ${snippet(shift)}`);
        // What the main thread spent its time on, per script (what the blocking time is made of).
        for (const item of (audits['bootup-time']?.details?.items ?? []).slice(0, 6))
          console.log(
            `${path}: script ${String(item.url).replace(/^https?:\/\/[^/]+/, '')}: ${Math.round(item.scripting)} ms running, ${Math.round(item.scriptParseCompile)} ms parsing`,
          );
        for (const task of (audits['long-tasks']?.details?.items ?? []).slice(0, 6))
          console.log(
            `${path}: long task at ${Math.round(task.startTime)} ms, ${Math.round(task.duration)} ms: ${String(task.url).replace(/^https?:\/\/[^/]+/, '')}`,
          );
      }
      figures.push({
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        score: Math.round(categories.performance.score * 100),
      });
    }
    results.push({ path, figures });
  }
} finally {
  server.kill();
  backend?.kill();
  rmSync(work, { recursive: true, force: true });
}

console.log(`\nLighthouse mobile, ${label} build, median of ${runs} runs (scores of all runs in brackets)`);
console.log(
  `${'page'.padEnd(12)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(7)} ${'score'.padStart(6)}`,
);
for (const { path, figures } of results) {
  const m = (k) => median(figures.map((f) => f[k]));
  console.log(
    `${path.padEnd(12)} ${String(Math.round(m('lcp'))).padStart(8)} ${String(Math.round(m('tbt'))).padStart(8)} ${m('cls').toFixed(3).padStart(7)} ${String(m('score')).padStart(6)}   [${figures.map((f) => f.score).join(' ')}]`,
  );
}
