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

type Table = Exclude<keyof Db, 'seq'>;

const STORAGE_KEY = 'sensiworks-mock-db-v1';

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

/**
 * A store whose tables are built on first read or write, domain by domain: a test that signs in and reads
 * the jobs never pays for the chats. Once built, a table is a plain property.
 */
function seed(): Db {
  const store = { seq: 1000 } as Db;
  const built = new Set<number>();
  const plain = (key: string, value: unknown) =>
    Object.defineProperty(store, key, { value, writable: true, enumerable: true, configurable: true });
  const build = (domain: number) => {
    if (built.has(domain)) return;
    built.add(domain);
    for (const [key, value] of Object.entries(DOMAINS[domain]())) plain(key, value);
  };
  for (const [key, domain] of Object.entries(TABLES)) {
    Object.defineProperty(store, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        build(domain);
        return store[key as Table];
      },
      set: (value: unknown) => {
        build(domain);
        plain(key, value);
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

/** Back to the seeded demo data (tests call it before each case; the mock banner has a button for it). */
export function resetDb() {
  state = seed();
  persist();
}

export function persist() {
  if (!persistent) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or unavailable: the mock still works for this page's life.
  }
}

/** Browser only: load the store saved by an earlier page, and save it after every change. */
export function enablePersistence() {
  persistent = true;
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved) state = Object.assign(seed(), JSON.parse(saved) as Partial<Db>);
  } catch {
    state = seed();
  }
}

/** The whole store as plain data, every table built: what the QA panel exports (src/mocks/qa/stateFile.ts). */
export function snapshotDb(): Db {
  return JSON.parse(JSON.stringify(state)) as Db;
}

/** Replaces the store with a snapshot (an imported state file); a table the snapshot lacks starts from the seed. */
export function loadDb(snapshot: Partial<Db>) {
  state = Object.assign(seed(), snapshot);
  persist();
}
