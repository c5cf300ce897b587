import { forgetFiles } from './files';
import { seedAuth, type AuthTables } from './seed/auth';
import { seedMarket, type MarketTables } from './seed/market';
import { seedChat, type ChatTables } from './seed/chat';
import { seedMeetings, type MeetingTables } from './seed/meetings';
import { seedEmployer, type EmployerTables } from './seed/employer';

/**
 * The mock backend's one stateful store. Each domain owns its tables and seed (mocks/seed/<domain>.ts);
 * this module composes them, hands out ids, and (in the browser) keeps the store across reloads.
 */
export interface Db extends AuthTables, MarketTables, ChatTables, MeetingTables, EmployerTables {
  seq: number;
}

/** Ids the seed does not use: what is made while the mock runs (a signed-up user, a posted job) starts here. */
export const FIRST_NEW_ID = 1001;

type Table = Exclude<keyof Db, 'seq'>;

/**
 * What a fresh store holds. The 5,000-message conversation is on for the demo and the browser journeys; the
 * unit and component tests turn it off (tests/setup.ts) and a test that wants it turns it back on.
 */
export const seedOptions = { longChat: true };

/**
 * The domains, each seeded from its tables on first touch. People and the market are one domain (the users
 * table holds both the demo accounts and the market's people); meetings are seeded from the market's jobs as
 * first seeded, so they come with it.
 */
const DOMAINS: Array<() => Partial<Db>> = [
  () => {
    const { users: _users, ...auth } = seedAuth();
    return auth;
  },
  () => {
    const { users, ...market } = seedMarket();
    return { ...market, ...seedMeetings(market), users: [...seedAuth().users, ...users] };
  },
  () => seedChat({ longChat: seedOptions.longChat }),
  () => seedEmployer(),
];

const TABLES: Record<Table, number> = {
  sessions: 0,
  otps: 0,
  resetTokens: 0,
  outbox: 0,
  contactMessages: 0,
  users: 1,
  companies: 1,
  subscriptions: 1,
  jobs: 1,
  jobSeekerProfiles: 1,
  userJobs: 1,
  meetings: 1,
  chats: 2,
  notifications: 2,
  bulkJobs: 3,
};

/** In the browser the store is kept per domain, one key each, so a change rewrites only what it touched. */
const STORAGE_PREFIX = 'sensiworks-mock-db-v2:';
/** Before: the whole store under one key, rewritten after every change. Read once, then moved. */
const LEGACY_KEY = 'sensiworks-mock-db-v1';
const SEQ_KEY = `${STORAGE_PREFIX}seq`;
const domainKey = (domain: number) => `${STORAGE_PREFIX}${domain}`;
const tablesOf = (domain: number) =>
  (Object.keys(TABLES) as Table[]).filter((table) => TABLES[table] === domain);

/**
 * Domains read or written since the last save (a read counts: tables are changed in place). A save looks at
 * these only, and writes those whose content differs from what is saved: posting a job does not rewrite the
 * 5,000-message conversation, even after the inbox was read.
 */
const touched = new Set<number>();
/** What each domain's key holds now, as written or read. */
const saved = new Map<number, string>();

/**
 * A store whose tables are built on first read or write, domain by domain, from `fromStorage` (the
 * browser's storage) or else from the seed: a test that signs in and reads the jobs never pays for the chats, and a
 * page load parses only the domains it uses.
 */
function seed(fromStorage?: (domain: number) => Partial<Db> | undefined): Db {
  const store = { seq: FIRST_NEW_ID - 1 } as Db;
  const tables: Partial<Record<Table, unknown>> = {};
  const built = new Set<number>();
  const build = (domain: number) => {
    if (built.has(domain)) return;
    built.add(domain);
    const kept = fromStorage?.(domain);
    const complete = kept && tablesOf(domain).every((table) => table in kept);
    Object.assign(tables, complete ? kept : { ...DOMAINS[domain](), ...kept });
    // A domain seeded in the browser is saved as seeded: its times are relative to now ('40 minutes from now', a
    // message an hour ago), so seeded again at the next page load they would move with the clock.
    if (!complete && persistent) queueMicrotask(() => write(domain));
  };
  for (const [key, domain] of Object.entries(TABLES) as Array<[Table, number]>) {
    Object.defineProperty(store, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        build(domain);
        touched.add(domain);
        return tables[key];
      },
      set: (value: unknown) => {
        build(domain);
        touched.add(domain);
        tables[key] = value;
      },
    });
  }
  return store;
}

let state: Db = seed();
let persistent = false;

export function db(): Db {
  return state;
}

export function nextId(): number {
  state.seq += 1;
  return state.seq;
}

/**
 * Back to the seeded demo data (tests call it before each case; the mock banner has a button for it). Settled once
 * the uploaded files are gone too: a reload right after waits for it.
 */
export function resetDb(): Promise<void> {
  state = seed();
  touched.clear();
  forgetSaved();
  return forgetFiles();
}

/** Drops the saved store: each domain comes from the seed again, or from what is saved next. */
function forgetSaved() {
  saved.clear();
  if (!persistent) return;
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** Browser only: saves the domains touched since the last save (after each change the mock answers). */
export function persist() {
  if (!persistent) return;
  try {
    for (const domain of touched) write(domain);
    localStorage.setItem(SEQ_KEY, String(state.seq));
  } catch {
    // Storage full or unavailable: the mock still works for this page's life.
  }
  touched.clear();
}

/** Saves one domain as it is now, unless it is saved so already. */
function write(domain: number) {
  if (!persistent) return;
  try {
    const json = JSON.stringify(Object.fromEntries(tablesOf(domain).map((table) => [table, state[table]])));
    if (json === saved.get(domain)) return;
    localStorage.setItem(domainKey(domain), json);
    saved.set(domain, json);
  } catch {
    // Storage full or unavailable: the mock still works for this page's life.
  }
}

function savedDomain(domain: number): Partial<Db> | undefined {
  try {
    const json = localStorage.getItem(domainKey(domain));
    if (!json) return undefined;
    saved.set(domain, json);
    // An object URL (an uploaded video) died with the page that made it: none rather than a broken player.
    return JSON.parse(json, (_, v: unknown) =>
      typeof v === 'string' && v.startsWith('blob:') ? null : v,
    ) as Partial<Db>;
  } catch {
    return undefined; // a damaged entry: that domain starts from the seed
  }
}

/** Back to a store kept in memory only, as in Node (tests of persistence end with it). */
export function disablePersistence() {
  persistent = false;
}

/** Browser only: the store saved by earlier pages, each domain read when first used, and saved after changes. */
export function enablePersistence() {
  persistent = true;
  saved.clear();
  try {
    const legacy = localStorage.getItem(LEGACY_KEY);
    if (legacy) {
      localStorage.removeItem(LEGACY_KEY);
      state = Object.assign(seed(), JSON.parse(legacy) as Partial<Db>);
      persist();
      return;
    }
  } catch {
    // A damaged or unreadable store from before: start from the seed.
  }
  readStored();
  // Another tab of the app (the same browser, the same storage) changed the store: this tab reads it again, so
  // its next answers show that change and its next save does not write its older copy over it.
  if (!followingOtherTabs && typeof window !== 'undefined') {
    followingOtherTabs = true;
    window.addEventListener('storage', (e) => {
      if (persistent && (e.key === null || e.key.startsWith(STORAGE_PREFIX))) readStored();
    });
  }
}

let followingOtherTabs = false;

/** The store as the browser's storage holds it now, each domain read when first used. */
function readStored() {
  saved.clear();
  state = seed(savedDomain);
  try {
    const seq = Number(localStorage.getItem(SEQ_KEY));
    if (seq) state.seq = seq;
  } catch {
    // Unreadable: ids go on from the seed's.
  }
  touched.clear();
}

/** The whole store as plain data, every table built: what the QA panel exports (src/mocks/qa/stateFile.ts). */
export function snapshotDb(): Db {
  return JSON.parse(JSON.stringify(state)) as Db;
}

/** Replaces the store with a snapshot (an imported state file); a table the snapshot lacks starts from the seed. */
export function loadDb(snapshot: Partial<Db>) {
  forgetSaved();
  state = Object.assign(seed(), snapshot);
  persist();
}
