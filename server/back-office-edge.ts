import type { Request, RequestHandler } from "express";
import { adminHeaders } from "../app/admin/shell/admin-headers";
import { backOfficeRoots, isBackOfficePath } from "../app/platform/navigation/back-office";
import { settleHeaders } from "./settled-headers";

/**
 * The path React Router matches for a request, folded to lower case: the request URL parsed as
 * the adapter parses it (dot segments resolved, `\` read as `/`), each segment percent-decoded
 * (`%2F` kept), and in lower case since the router compares without case. Undefined when a
 * segment's percent-encoding is malformed.
 */
export function routedPathFolded(req: Request): string | undefined {
  const { pathname } = new URL(`http://localhost${req.originalUrl}`);
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replaceAll("/", "%2F"))
      .join("/")
      .toLowerCase();
  } catch {
    return undefined;
  }
}

const PLAIN_PATH = /^[a-z0-9/_-]*(?:\?|$)/;

/**
 * A single-use link's page (`/admin/reset/<token>`, `/admin/welcome/<token>`): a plain lower-case
 * path whose last segment is the token, 43 base64url characters in both cases, as the router reads it.
 */
export const ACCOUNT_LINK_PATH = new RegExp(
  `^(?:${backOfficeRoots.join("|")})/(?:reset|welcome)/[A-Za-z0-9_-]{43}(?:\\?|$)`,
);

/**
 * Every back-office path is lower case and plain. A request that reaches it only through the
 * router's leniency (`/ADMIN/leads`, `/admin/LEADS`, `/%61dmin`, `/x/../admin`, `/admin\leads`)
 * would skip what Express does for `/admin` by its path (the same-origin check, COOP, the
 * headers below): it answers 404 instead, before anything else sees it.
 */
export const backOfficeExactPath: RequestHandler = (req, res, next) => {
  // Lower case, no percent sign, dot or backslash: the router reads it as it is (most requests).
  if (PLAIN_PATH.test(req.originalUrl) || ACCOUNT_LINK_PATH.test(req.originalUrl)) return next();
  const folded = routedPathFolded(req);
  if (folded === undefined || folded === req.path || !isBackOfficePath(folded)) return next();
  res.status(404).set(adminHeaders).type("text/plain").send("Not found. / Page introuvable.");
};

/**
 * `Cache-Control: no-store` and `X-Robots-Tag: noindex, nofollow` on every back-office answer,
 * whatever produced it (a page, a `.data` request, a resource route, a redirect, an error, a
 * guard's refusal): set first, before anything can answer, and settled, so a route's own values
 * for them are left out (server/settled-headers.ts). Nothing in front of the router sets them
 * again on a back-office path: the public files and the page preview leave those paths alone.
 */
export const backOfficeHeaders: RequestHandler = (req, res, next) => {
  if (isBackOfficePath(req.path)) settleHeaders(res, adminHeaders);
  next();
};
