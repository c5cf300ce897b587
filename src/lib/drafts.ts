import { readSession } from './storage';

/**
 * Drafts: what a user typed into a form and has not saved, kept in this tab's sessionStorage so that a 401,
 * a reload or a back navigation loses nothing (docs/decisions.md, "Drafts").
 *
 * Every key names its owner (`u<id>` for a signed-in user, `guest` before signing in) and the form, so one user
 * never reads another's draft: `draft:<owner>:<form>`. Where a 401 happened is kept per owner too
 * (`return:<owner>`), so that the same user, signing in again, goes back there. Secrets are never written.
 */
export interface Draft<V = unknown> {
  /** What the user typed (secrets removed). */
  values: V;
  /** The saved values the draft was typed over: a draft over data that has changed since is stale. */
  base: unknown;
  /** The session ended (a 401) while this draft was open. */
  interrupted?: boolean;
}

export type Owner = string;

const GUEST: Owner = 'guest';
/** Field names never stored, at any depth: passwords (and their confirmation) and one-time codes. */
const SECRET = /password|^otp$|^code$/i;

export const ownerOf = (userId: number | null | undefined): Owner => (userId ? `u${userId}` : GUEST);

/** Whoever is signed in now (the session in localStorage), else the guest. */
export const currentOwner = (): Owner => ownerOf(readSession().id);

const draftKey = (owner: Owner, form: string) => `draft:${owner}:${form}`;
const returnKey = (owner: Owner) => `return:${owner}`;

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The values without their secret fields (and without anything JSON cannot keep). */
export function withoutSecrets<V>(values: V): V {
  return JSON.parse(
    JSON.stringify(values, (key, v: unknown) => (key && SECRET.test(key) ? undefined : v)) ?? 'null',
  ) as V;
}

/** Deep equality of JSON-like values, blind to key order. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameValues((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

export function readDraft<V>(owner: Owner, form: string): Draft<V> | null {
  try {
    const raw = store()?.getItem(draftKey(owner, form));
    return raw ? (JSON.parse(raw) as Draft<V>) : null;
  } catch {
    return null;
  }
}

function save(owner: Owner, form: string, draft: Draft) {
  try {
    store()?.setItem(draftKey(owner, form), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, only the draft is not kept.
  }
}

export function writeDraft<V>(owner: Owner, form: string, values: V, base: unknown) {
  save(owner, form, { values: withoutSecrets(values), base: withoutSecrets(base) });
}

/**
 * Text that was sent but never delivered when a 401 ended the session goes back into a text draft (the chat
 * composer's), marked interrupted: before what is there, which can only have been typed after it was sent (a
 * send empties the composer), a blank line between, so the whole reads in the order typed.
 */
export function putBackSentText(owner: Owner, form: string, text: string) {
  const typedSince = readDraft<string>(owner, form)?.values;
  save(owner, form, { values: typedSince ? `${text}\n\n${typedSince}` : text, base: '', interrupted: true });
}

/** Forgets one form's draft: saved, discarded, or stale. Owner: whoever is signed in now. */
export function clearDraft(form: string, owner: Owner = currentOwner()) {
  store()?.removeItem(draftKey(owner, form));
}

function keysOf(prefixes: string[]) {
  const s = store();
  if (!s) return [];
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k && prefixes.some((p) => k.startsWith(p))) keys.push(k);
  }
  return keys;
}

export const hasDraft = (form: string, owner: Owner = currentOwner()) => readDraft(owner, form) != null;

/** The names of the owner's drafts that start with `prefix` (a form that opens where a draft waits). */
export function draftNames(prefix: string, owner: Owner = currentOwner()): string[] {
  const start = draftKey(owner, prefix);
  return keysOf([start]).map((k) => k.slice(start.length - prefix.length));
}

/**
 * A 401 ended the owner's session at `path`: the owner's drafts are marked as interrupted (their notice says
 * so) and the path is kept for the owner's next sign-in.
 */
export function keepForReturn(owner: Owner, path: string) {
  const s = store();
  if (!s || owner === GUEST) return;
  s.setItem(returnKey(owner), path);
  for (const key of keysOf([`draft:${owner}:`])) {
    try {
      const draft = JSON.parse(s.getItem(key) ?? 'null') as Draft | null;
      if (draft) s.setItem(key, JSON.stringify({ ...draft, interrupted: true }));
    } catch {
      s.removeItem(key);
    }
  }
}

/** Where the owner's last session ended on a 401, if it did. */
export function returnPathFor(owner: Owner): string | null {
  return owner === GUEST ? null : (store()?.getItem(returnKey(owner)) ?? null);
}

export function forgetReturnPath(owner: Owner) {
  store()?.removeItem(returnKey(owner));
}

/** Forgets everything kept for one owner (they logged out on purpose). */
export function clearOwner(owner: Owner) {
  for (const key of keysOf([`draft:${owner}:`])) store()?.removeItem(key);
  forgetReturnPath(owner);
}

/** Someone else signed in on this tab: every other user's drafts and return path go (guest drafts stay). */
export function clearOtherUsers(owner: Owner) {
  const mine = [`draft:${owner}:`, `draft:${GUEST}:`];
  for (const key of keysOf(['draft:', 'return:'])) {
    if (key !== returnKey(owner) && !mine.some((p) => key.startsWith(p))) store()?.removeItem(key);
  }
}
