/**
 * The page's Content-Security-Policy nonce, which the server writes into the csp-nonce meta tag that Vite adds
 * (vite.config.ts, docs/deploy.md): a style tag the app writes needs it under a policy without 'unsafe-inline'.
 * Without a CSP there is none, and none is needed.
 */
export function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
