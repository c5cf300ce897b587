/**
 * A visible ring for an element that takes focus only from script (tabIndex -1: a list or card that focus moves
 * to after an action), shown as the browser shows keyboard focus (WCAG 2.4.7).
 */
export const focusRing = {
  outline: 'none',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
