/** A positive integer from the address (an id, a page, a step), or null. */
export function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
