/** A person as the server sends them: any of the parts may be missing or empty. */
export interface Named {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const parts = (p: Named) => [p.firstName, p.lastName].map((s) => s?.trim() ?? '').filter(Boolean);

/**
 * The name to show for a person: first and last name as far as they exist, else the email, else the fallback
 * (never "undefined", never blank).
 */
export const personName = (p: Named, fallback = 'Unnamed applicant') =>
  parts(p).join(' ') || p.email?.trim() || fallback;

/** Up to two letters for an avatar: the initials of the names there are, else the email's first letter. */
export function initials(p: Named) {
  const letters = parts(p).map((s) => s[0]);
  return (letters.join('') || p.email?.trim()[0] || '?').toUpperCase();
}
