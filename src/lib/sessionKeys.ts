/** Spec section 3: the session keys kept in local storage (no imports: the build's page scripts read it too). */
export const SESSION_KEYS = ['token', 'role', 'profileComplete', 'id', 'email'] as const;
