/** Every back-office answer: never indexed, never stored by a cache or the browser's history. */
export const adminHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/**
 * Whether a state-changing request comes from a page of this site: Origin equal to the origin it
 * was made to, or (browsers that omit Origin) Sec-Fetch-Site same-origin.
 */
export function isSameOrigin(
  siteOrigin: string,
  origin: string | null | undefined,
  fetchSite: string | null | undefined,
): boolean {
  return origin && origin !== "null" ? origin === siteOrigin : fetchSite === "same-origin";
}
