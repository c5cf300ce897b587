// How long the mock backend's store takes to start from what an earlier page saved (issue 10: under 50 ms).
// It saves the whole demo store (the 5,000-message conversation included) the way the browser does, then times a
// new page's start: reading the saved store (enablePersistence) and building the domains a first screen asks for
// (people and jobs: a sign-in and a dashboard), then every domain (an inbox opened next). Medians of 20 starts.
// A measurement to read, not a test. Node's V8 parses JSON as Chromium's does; storage is a Map here, so the
// figure leaves out the browser's read of localStorage from disk.
// usage: node scripts/mock-boot.mjs
import { createServer } from 'vite';
import { SCRIPT_SERVER } from './script-server.ts';

const items = new Map();
const storage = {
  getItem: (k) => (items.has(k) ? items.get(k) : null),
  setItem: (k, v) => void items.set(k, String(v)),
  removeItem: (k) => void items.delete(k),
};
// Object.keys(localStorage) lists the stored keys, as a browser's Storage does (db.ts reads them).
globalThis.localStorage = new Proxy(storage, {
  ownKeys: () => [...items.keys()],
  getOwnPropertyDescriptor: (_t, k) =>
    items.has(k) ? { value: items.get(k), enumerable: true, configurable: true } : undefined,
});
const DOMAIN_TABLES = ['sessions', 'jobs', 'chats', 'bulkJobs']; // one table of each domain (db.ts)

const server = await createServer(SCRIPT_SERVER);
try {
  const store = await server.ssrLoadModule('/src/mocks/db.ts');
  store.seedOptions.longChat = true;
  store.enablePersistence();
  store.resetDb();
  // Every domain built and saved, as after a visit to each screen.
  for (const table of DOMAIN_TABLES) void store.db()[table];
  store.persist();
  const savedKiB = [...items.values()].reduce((n, v) => n + v.length, 0) / 1024;

  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const time = (fn) => {
    const t0 = performance.now();
    fn();
    return performance.now() - t0;
  };
  const first = [];
  const all = [];
  for (let i = 0; i < 20; i += 1) {
    first.push(
      time(() => {
        store.enablePersistence();
        void store.db().sessions; // auth
        void store.db().jobs; // people and the market
      }),
    );
    all.push(
      time(() => {
        store.enablePersistence();
        for (const table of DOMAIN_TABLES) void store.db()[table];
      }),
    );
  }
  console.log(`Saved store: ${savedKiB.toFixed(0)} KiB in ${items.size} keys`);
  console.log(`Start with a first screen's domains (auth, people and jobs): ${median(first).toFixed(1)} ms`);
  console.log(`Start with every domain (the conversation too): ${median(all).toFixed(1)} ms`);
} finally {
  await server.close();
}
