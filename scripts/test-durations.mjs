// Writes tests/durations.json from the last Vitest run on this machine (Vitest's own results cache): how long each
// test file took, which scripts/env-sequencer.ts reads to start the slowest files first on a clean clone, where
// Vitest has no durations of its own yet. Run after a full `npx vitest run` that passed, on a quiet machine.
// usage: node scripts/test-durations.mjs
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const cacheDir = 'node_modules/.vite/vitest';
const [hash] = readdirSync(cacheDir);
const { results } = JSON.parse(readFileSync(join(cacheDir, hash, 'results.json'), 'utf8'));
const durations = Object.fromEntries(
  results
    .filter(([, r]) => !r.failed && r.duration > 0)
    .map(([key, r]) => [key.slice(key.indexOf(':') + 1), Math.round(r.duration / 10) * 10])
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync('tests/durations.json', `${JSON.stringify(durations, null, 2)}\n`);
console.log(`tests/durations.json: ${Object.keys(durations).length} files`);
