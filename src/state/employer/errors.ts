/**
 * Spec section 8: applicant comparison errors prefer the response body's message over the catalogue's
 * (a 404 that says which applicant is gone is more useful than 'Api not found').
 */
export function preferBodyMessage(error: { message?: string; payload?: unknown } | undefined): string {
  const body = error?.payload as { message?: unknown } | string | undefined;
  const fromBody = typeof body === 'string' ? body : body?.message;
  return typeof fromBody === 'string' && fromBody.trim() ? fromBody.trim() : (error?.message ?? 'Error');
}
