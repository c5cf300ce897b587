// When the last verification code was sent to a user, and by which visit of the code screen (its history entry's
// key, which a reload keeps), so that a reload neither restarts the wait for a new code nor sends another one in
// place of the code the user has. Apart from the session's storage (./storage.ts), which the first page carries:
// only the code screen reads this.
const codeSentKey = (userId: string) => `code-sent:${userId}`;

/** `<when, ms> <visit>` as stored; nothing when storage is refused. */
function read(userId: string): string[] {
  try {
    return (sessionStorage.getItem(codeSentKey(userId)) ?? '').split(' ');
  } catch {
    return [];
  }
}

/** When a code was last sent to the user (ms), writing now when none is known (signup has just sent one). */
export function codeSentAt(userId: string): number {
  const at = Number(read(userId)[0]);
  if (at > 0) return at;
  writeCodeSent(userId);
  return Date.now();
}

/** Whether the last code sent to the user was sent by this visit of the code screen (so not again on a reload). */
export const codeSentBy = (userId: string, visit: string) => read(userId)[1] === visit;

export function writeCodeSent(userId: string, visit = '', at = Date.now()) {
  try {
    sessionStorage.setItem(codeSentKey(userId), `${at} ${visit}`);
  } catch {
    // Storage refused: the wait starts from now, and a reload sends a code again.
  }
}
