/** The words HTTP puts on a status (the body of many servers' errors): they say no more than the catalogue does. */
const REASON_PHRASES = new Set([
  'not found',
  'internal server error',
  'loop detected',
  'bad request',
  'error',
]);

/**
 * Spec section 8: applicant comparison errors prefer the response body's message over the catalogue's
 * (a 404 that says which applicant is gone is more useful than 'Api not found'). A body that is only the status's
 * reason phrase ('Loop Detected' for a 508) says nothing the user can use: the catalogue's words show ('Time Out').
 */
export function preferBodyMessage(error: { message?: string; payload?: unknown } | undefined): string {
  const body = error?.payload as { message?: unknown } | string | undefined;
  const fromBody = (typeof body === 'string' ? body : body?.message) ?? '';
  const said = typeof fromBody === 'string' ? fromBody.trim() : '';
  return said && !REASON_PHRASES.has(said.toLowerCase()) ? said : (error?.message ?? 'Error');
}
