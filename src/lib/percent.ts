/** Spec section 9: a percentage, rounded; 0 when the value is not finite (say, divided by zero). */
export function percent(part: number, whole: number): number {
  const value = (part / whole) * 100;
  return Number.isFinite(value) ? Math.round(value) : 0;
}
