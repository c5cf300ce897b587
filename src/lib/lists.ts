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
