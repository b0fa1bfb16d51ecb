import { isbot } from "isbot";

// Which requests are a person reading a page, and what of the request may be kept: decided from
// the request's headers alone, so nothing about the reader is stored.

/** The request's facts the rules read: nothing else of it is looked at. */
export interface ViewRequest {
  method: string;
  /** The page's path, without its query string. */
  path: string;
  userAgent: string | undefined;
  /** Sec-Purpose (speculation rules, `<link rel=prefetch>`), or the older Purpose / X-Purpose / X-Moz. */
  purpose: string | undefined;
  referer: string | undefined;
}

/**
 * A page loaded ahead in case the reader follows a link (speculation rules, prefetch links): it
 * is not a view. Chromium sends `Sec-Purpose: prefetch` (`prefetch;prerender`), older browsers
 * `Purpose: prefetch`, Firefox `X-Moz: prefetch`, Safari `X-Purpose: preview`.
 */
export function isPrefetch(purpose: string | undefined): boolean {
  return purpose !== undefined && /prefetch|prerender|preview/i.test(purpose);
}

/** Verdicts by user agent: a site's readers send few distinct ones, and the list is long. */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 1_000;

function knownBot(userAgent: string): boolean {
  let verdict = verdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    // Bounded whatever visitors send: emptied when full, a long agent never kept.
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    if (userAgent.length <= 512) verdicts.set(userAgent, verdict);
  }
  return verdict;
}

/**
 * A view: a GET (never HEAD) by a browser that is not a known bot (the `isbot` list, which
 * also names scripts' clients: curl, python-requests...) and not loaded ahead. A request without a user agent is
 * not a browser's. The answer's status is checked after it is sent (server/page-counts.ts).
 */
export function isView(request: ViewRequest): boolean {
  if (request.method !== "GET") return false;
  if (!request.userAgent || knownBot(request.userAgent)) return false;
  return !isPrefetch(request.purpose);
}

const HOST =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** "www.example.be" and "example.be" are the same site. */
const siteOf = (host: string) => host.replace(/^www\./, "");

/**
 * The outside site that sent the reader: the referring address's host name alone (its path and
 * query are dropped), never one of the site's own names, never an IP address (the HOST rule
 * wants a top-level domain), nothing but http and https.
 */
export function outsideHost(
  referer: string | undefined,
  ownHosts: readonly string[],
): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!HOST.test(host)) return null;
  const own = siteOf(host);
  return ownHosts.some((name) => siteOf(name.toLowerCase()) === own) ? null : host;
}
