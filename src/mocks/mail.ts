import { db, nextId } from './db';
import type { MockMail } from './seed/auth';

/**
 * No mail or SMS leaves the mock: what would be sent lands in the outbox, and the browser's mock banner
 * shows it (the OTP code, the reset link) so that a person can finish the flow.
 */
export function sendMail(mail: Omit<MockMail, 'id' | 'sentAt'>) {
  const entry: MockMail = { ...mail, id: nextId(), sentAt: new Date().toISOString() };
  db().outbox.push(entry);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('mock:mail', { detail: entry }));
  return entry;
}

/**
 * The latest code or link has done its work (the code verified, the password set): the banner folds away, so
 * that it no longer covers the page the user goes on to, and its tab stops showing a spent code.
 */
export function mailUsed() {
  const last = db().outbox.at(-1);
  if (last) last.used = true;
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('mock:mail-used'));
}

export function newOtp(userId: number): string {
  const code = String(Math.floor(100000 + Math.random() * 900000));
  db().otps[String(userId)] = code;
  return code;
}

export function randomToken(prefix: string): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
