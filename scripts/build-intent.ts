import type { Plugin } from 'vite';

const YELLOW = '\x1b[33m\x1b[1m';
const RESET = '\x1b[0m';

function box(lines: string[]) {
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '═'.repeat(width + 2);
  return [`╔${bar}╗`, ...lines.map((l) => `║ ${l.padEnd(width)} ║`), `╚${bar}╝`].join('\n');
}

const MOCK_DEMO = box([
  'MOCK DEMO BUILD: no VITE_API_BASE_URL is set, so this bundle answers every call',
  'from the built-in mock backend (demo data in the browser). Do not deploy it as the product.',
  'Meant as a demo? npm run build:demo says so.',
  'For production: VITE_API_BASE_URL=https://api.example.com npm run build:prod',
]);

/**
 * Says loudly, at the start and at the end of the build output, that a build without a backend URL is the
 * mock demo. `npm run build:demo` (mode 'demo') names that intent and gets one quiet line instead; a build
 * meant for production goes through scripts/require-backend.mjs, which refuses to start without the URL.
 */
export function buildIntent({ mock, mode }: { mock: boolean; mode: string }): Plugin {
  const say = () => {
    if (!mock) return;
    if (mode === 'demo') console.log('Building the mock demo (npm run build:demo): no backend is called.');
    else console.warn(`\n${YELLOW}${MOCK_DEMO}${RESET}\n`);
  };
  return { name: 'sensiworks:build-intent', apply: 'build', buildStart: say, closeBundle: say };
}
