/** How many applicants of one job may be compared side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
