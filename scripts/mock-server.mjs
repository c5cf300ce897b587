// Serves the mock backend from Node (HTTP + SockJS at /ws) and, with --static, a built app on the same origin.
// Usage: node scripts/mock-server.mjs --port 4190 [--static dist/chat-e2e]
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4190' }, static: { type: 'string' } },
});
const entry = fileURLToPath(new URL('../src/mocks/server/index.ts', import.meta.url));
const src = fileURLToPath(new URL('../src', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, resolve: { alias: { '@': src } } });
await module.startMockServer({ port: Number(values.port), staticDir: values.static });
console.log(`mock backend on http://127.0.0.1:${values.port}`);
