/**
 * The mock's file storage: uploaded videos, served back at a link of the mock's own, as a storage service's signed
 * link would be (handlers/files.ts). Kept in memory for the page's (or the Node server's) life and, in the
 * browser, in IndexedDB too: a video is too big for the store in localStorage, and an object URL died with the page
 * that made it, so a seeker's video could not be played after a reload, by them or by the employer who opened
 * their profile (QA).
 */
const kept = new Map<string, Blob>();

const IDB = 'sensiworks-mock-files';
const STORE = 'files';

/** The browser's file database, or null where there is none (Node) or it cannot be opened. */
function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(IDB, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/**
 * Runs one request on the file store, settled when its transaction is (a write that the quota refuses aborts after
 * its request succeeded); undefined when there is no store or the request fails.
 */
async function run<T>(mode: IDBTransactionMode, ask: (store: IDBObjectStore) => IDBRequest<T>) {
  const idb = await open();
  if (!idb) return undefined;
  try {
    return await new Promise<T | undefined>((resolve) => {
      const tx = idb.transaction(STORE, mode);
      const request = ask(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onabort = tx.onerror = () => resolve(undefined);
    });
  } catch {
    return undefined;
  } finally {
    idb.close();
  }
}

/** Keeps a file under `name`. */
export async function keepFile(name: string, file: Blob) {
  kept.set(name, file);
  await run('readwrite', (s) => s.put(file, name));
}

/** Drops the file kept under `name` (replaced, or its owner's account deleted). */
export async function dropFile(name: string) {
  kept.delete(name);
  await run('readwrite', (s) => s.delete(name));
}

/** The file kept under `name`, if any. */
export async function keptFile(name: string): Promise<Blob | undefined> {
  return kept.get(name) ?? (await run<Blob>('readonly', (s) => s.get(name)));
}

/** Drops every file (the store went back to its seed); settled once they are gone, for a reload to wait on. */
export async function forgetFiles() {
  kept.clear();
  await run('readwrite', (s) => s.clear());
}
