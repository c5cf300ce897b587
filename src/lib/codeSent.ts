// When the last verification code was sent to a user, so a reload does not restart the wait for a new one. Apart
// from the session's storage (./storage.ts), which the first page carries: only the code screen reads this.
const codeSentKey = (userId: string) => `code-sent:${userId}`;

/** When a code was last sent to the user (ms), writing now when none is known (signup has just sent one). */
export function codeSentAt(userId: string): number {
  try {
    const at = Number(sessionStorage.getItem(codeSentKey(userId)));
    if (at > 0) return at;
    sessionStorage.setItem(codeSentKey(userId), String(Date.now()));
  } catch {
    // Storage refused: the wait starts from now.
  }
  return Date.now();
}

export function writeCodeSent(userId: string, at = Date.now()) {
  try {
    sessionStorage.setItem(codeSentKey(userId), String(at));
  } catch {
    // As above.
  }
}
