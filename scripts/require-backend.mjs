// `npm run build:prod` runs this first: a build meant for production cannot pass without a backend URL.
// It reads the variables as Vite will (the environment, then .env, .env.production and their .local files).
import { loadEnv } from 'vite';

const env = loadEnv('production', process.cwd(), 'VITE_');
const url = env.VITE_API_BASE_URL ?? '';
let problem = '';
if (!url) problem = 'VITE_API_BASE_URL is not set';
else if (!/^https?:\/\/[^/]+/.test(url)) problem = `VITE_API_BASE_URL is not an http(s) origin: ${url}`;
else if (env.VITE_API_MOCK?.toLowerCase() === 'true') problem = 'VITE_API_MOCK=true forces the mock backend';

if (problem) {
  console.error(
    `\n\x1b[31m\x1b[1mbuild:prod refused: ${problem}.\x1b[0m\n` +
      'A production build talks to the real backend: set VITE_API_BASE_URL (see .env.example), for example\n' +
      '  VITE_API_BASE_URL=https://api.example.com npm run build:prod\n' +
      'For the demo with the mock backend: npm run build:demo\n',
  );
  process.exit(1);
}
console.log(`build:prod for the backend at ${url}`);
