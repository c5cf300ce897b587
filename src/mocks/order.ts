/**
 * Newest first by the time `at` reads, and items of the same instant (a bulk post, a seed) by id, the latest first:
 * one order on every call, so a page boundary never moves between two calls and a file's rows stay together.
 */
export const newestFirst =
  <T extends { id: number }>(at: (item: T) => string) =>
  (a: T, b: T): number =>
    at(b).localeCompare(at(a)) || b.id - a.id;
