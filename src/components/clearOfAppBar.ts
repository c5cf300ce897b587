/**
 * For an element that focus or a script scrolls into view: it stops clear of the sticky app bar (56 px high on a
 * phone, 64 px wider) rather than under it.
 */
export const clearOfAppBar = { scrollMarginTop: 88 } as const;
