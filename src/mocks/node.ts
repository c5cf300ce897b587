import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The mock backend for Node (Vitest, and Playwright's own Node code): the same handlers and store as in the
 * browser, and the QA kit. One entry point for QA's tests; docs/qa.md has examples.
 */
export const server = setupServer(...handlers);

export { handlers };
/** The store: read or change it directly; resetDb() goes back to the seed. */
export { db, loadDb, resetDb, seedOptions, snapshotDb } from './db';
/** Failure controls: one-shot failures (failNext), latency and the random failure rate (mockConfig). */
export { failNext, mockConfig, type Failure } from './http';
/** The STOMP broker (push, drop, pause, resume). */
export { broker } from './realtime';
export { DEMO_PASSWORD, DEMO_USERS } from './seed/auth';
export { createUserAt, findUserByEmail, openSession } from './qa/accounts';
export { applyScenario, currentScenario } from './qa/apply';
export { clearCallLog, loggedCalls } from './qa/callLog';
export { qaControls } from './qa/controls';
export { applyPreset, LARGE } from './qa/presets';
export {
  FAIL_STATUSES,
  fromJson,
  fromSearchParams,
  PRESETS,
  toSearch,
  withScenario,
  type FailRule,
  type Scenario,
} from './qa/scenario';
export { exportState, importState, parseStateFile } from './qa/stateFile';
