/** Written into prerendered HTML at build time; removed when served (hashes replace it). */
export const NONCE_PLACEHOLDER = "__CSP_NONCE__";

/**
 * Scripts run only with the response's nonce (server-rendered pages) or a hash of their exact
 * text (prerendered pages, which are then static and can be compressed once).
 */
export function contentSecurityPolicy(allowed: { nonce?: string; hashes?: string[] }): string {
  const sources = [
    ...(allowed.nonce ? [`'nonce-${allowed.nonce}'`] : []),
    ...(allowed.hashes ?? []).map((hash) => `'${hash}'`),
  ];
  return [
    "default-src 'self'",
    `script-src 'self' ${sources.join(" ")}`.trim(),
    // Radix primitives set inline style attributes; scripts stay nonce- or hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // No web font (decision 013).
    "font-src 'none'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}
