/**
 * A phone has room for a table's title and its actions, not for every column: a column it leaves out shows its
 * value under the row's title instead, so nothing is lost and no word is squeezed into pieces.
 */
export const WIDE_SCREEN_COLUMN = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** In the title cell, what a phone shows of the columns it leaves out. */
export const PHONE_ONLY = { display: { sm: 'none' } } as const;
