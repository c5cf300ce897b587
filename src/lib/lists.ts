/**
 * Spec section 9: a missing list defaults to empty. A list answer may be a bare array or wrapped under one of
 * `keys`; anything else is an empty list.
 */
export function listOf<T>(data: unknown, ...keys: string[]): T[] {
  if (Array.isArray(data)) return data as T[];
  for (const key of keys) {
    const value = (data as Record<string, unknown> | null | undefined)?.[key];
    if (Array.isArray(value)) return value as T[];
  }
  return [];
}

/**
 * Spec section 9 for an answer that is an object: each field the server left out (or sent as null) takes its
 * default, and a field whose default is a list is a list. Fields the defaults do not name are dropped.
 */
export function withDefaults<T extends object>(defaults: T) {
  return (data: unknown): T => {
    const answer = (data ?? {}) as Partial<Record<keyof T, unknown>>;
    const result = structuredClone(defaults); // each answer its own lists, never one shared default
    for (const key of Object.keys(defaults) as Array<keyof T>) {
      const value = answer[key];
      if (value == null || (Array.isArray(defaults[key]) && !Array.isArray(value))) continue;
      result[key] = value as T[keyof T];
    }
    return result;
  };
}
