import { loadDb, snapshotDb, type Db } from '../db';
import { applyScenario, currentScenario } from './apply';
import type { QaSession } from './accounts';
import { fromJson, type Scenario } from './scenario';

/**
 * The whole mock state as one JSON file: the store, the network settings and who was signed in. QA attaches
 * it to a bug report; a developer imports it and sees the same data as the same user.
 */
export const STATE_FORMAT = 'sensiworks-mock-state';

export interface StateFile {
  format: typeof STATE_FORMAT;
  version: 1;
  exportedAt: string;
  scenario: Scenario;
  /** The app's session when exported (the token is one of db.sessions), or null when signed out. */
  session: QaSession | null;
  db: Db;
}

export function exportState(session: QaSession | null): StateFile {
  return {
    format: STATE_FORMAT,
    version: 1,
    exportedAt: new Date().toISOString(),
    scenario: currentScenario(),
    session,
    db: snapshotDb(),
  };
}

export const stateFileName = (at = new Date()) =>
  `mock-state-${at.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`;

/** Reads a state file's text: the file, or a sentence saying why it is not one. */
export function parseStateFile(text: string): StateFile | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'This file is not JSON. Choose a file exported from the QA panel.';
  }
  const file = data as Partial<StateFile> | null;
  if (file?.format !== STATE_FORMAT || !file.db || typeof file.db !== 'object')
    return 'This JSON file is not a mock state export. Choose a file exported from the QA panel.';
  if (file.version !== 1) return `This export is version ${String(file.version)}; this app reads version 1.`;
  return file as StateFile;
}

/** Loads a state file into the mock: its store and its settings. Returns the session to restore, if any. */
export function importState(file: StateFile): QaSession | null {
  loadDb(file.db);
  applyScenario(fromJson(file.scenario ?? {}).scenario);
  const session = file.session;
  return session && file.db.sessions?.[session.token] === session.id ? session : null;
}
