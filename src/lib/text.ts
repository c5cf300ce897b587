/**
 * Bidirectional control characters: the embeddings and overrides (U+202A-U+202E) and the isolates
 * (U+2066-U+2069). A name holding U+202E reads backwards from that point, so someone could make their name or
 * message read to the other side as something it is not. Display text never carries them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without bidirectional control characters (everything else kept as it was). */
export function stripBidi(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * The same for every string in server data (objects and arrays walked, other values kept). Strings without a
 * control character, and the objects holding only such strings, are returned as they came.
 */
export function stripBidiDeep<T>(value: T): T {
  if (typeof value === 'string') return stripBidi(value) as T;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v) => {
      const s = stripBidiDeep(v);
      if (s !== v) changed = true;
      return s;
    });
    return (changed ? out : value) as T;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let out: Record<string, unknown> | null = null;
    for (const [k, v] of Object.entries(value)) {
      const s = stripBidiDeep(v);
      if (s !== v) (out ??= { ...(value as Record<string, unknown>) })[k] = s;
    }
    return (out ?? value) as T;
  }
  return value;
}

/** Text that ends as a sentence does: a full stop added unless it ends with one (or ? or !). */
export const asSentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** A count with its noun: `counted(1, 'job')` is '1 job', `counted(2, 'person', 'people')` is '2 people'. */
export const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
