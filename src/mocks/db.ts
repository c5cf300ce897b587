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

const STORAGE_KEY = 'sensiworks-mock-db-v1';

function seed(): Db {
  const auth = seedAuth();
  const { users, ...market } = seedMarket();
  return {
    seq: 1000,
    ...auth,
    ...market,
    ...seedChat(),
    ...seedMeetings(market),
    ...seedEmployer(),
    users: [...auth.users, ...users],
  };
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
    if (saved) state = { ...seed(), ...(JSON.parse(saved) as Partial<Db>) };
  } catch {
    state = seed();
  }
}
