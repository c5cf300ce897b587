/** Whether keyboard focus has fallen to the page: nothing focused, the body, or an element since removed. */
export function focusLost(): boolean {
  const now = document.activeElement;
  return !now || now === document.body || !now.isConnected;
}
