/**
 * The account a sign-up made, kept in the sign-up page's history entry (Back from the code screen, or 'Sign up
 * again' on it): its email and its code screen. Signing up again with that email is refused, so the page says so
 * and leads back to the code.
 */
export interface MadeAccount {
  email: string;
  /** The code screen's path. */
  code: string;
  /** The role's slug in /signup/{userType}, for the code screen's help. */
  signup: string;
}

export const madeAccountIn = (state: unknown) => (state as { made?: MadeAccount } | null)?.made;
