import type { RequestHandler, Response } from "express";
import { withoutTrailingSlash } from "../app/platform/i18n/lang";

/** Longer request targets are refused before any routing (a page URL here is under 200 bytes). */
export const MAX_URL_BYTES = 2048;

const SITE_METHODS = new Set(["GET", "HEAD", "POST"]);
/** Methods that API routes answer themselves, with a 405 naming what they allow. */
const API_ROUTED_METHODS = new Set(["PUT", "PATCH", "DELETE", "OPTIONS"]);
const KNOWN_METHODS = new Set([...SITE_METHODS, ...API_ROUTED_METHODS, "TRACE", "CONNECT"]);

function refuse(res: Response, status: number, error: string, message: string, api: boolean) {
  if (api) return res.status(status).json({ error, message });
  return res.status(status).type("text/plain").send(message);
}

/**
 * TRACE, WebDAV and other methods the site never serves are answered here, before React Router,
 * which would otherwise turn them into 500s: 501 for methods it does not know, 405 for the rest.
 */
export const methodGuard: RequestHandler = (req, res, next) => {
  if (SITE_METHODS.has(req.method)) return next();
  const api = req.path.startsWith("/api/");
  if (api && API_ROUTED_METHODS.has(req.method)) return next();
  if (!KNOWN_METHODS.has(req.method)) {
    return refuse(res, 501, "not_implemented", `${req.method} is not supported.`, api);
  }
  res.setHeader("Allow", "GET, HEAD, POST");
  return refuse(res, 405, "method_not_allowed", `${req.method} is not allowed here.`, api);
};

export const urlLengthGuard: RequestHandler = (req, res, next) => {
  if (Buffer.byteLength(req.originalUrl) <= MAX_URL_BYTES) return next();
  refuse(res, 414, "uri_too_long", "The address is too long.", req.path.startsWith("/api/"));
};

/**
 * A path whose percent-encoding is malformed (`/%E0%A4%A`) names no page: 400 here, before the
 * router, which would print a warning of its own and answer anyway.
 */
export const malformedPathGuard: RequestHandler = (req, res, next) => {
  if (decodablePath(req.path)) return next();
  refuse(res, 400, "bad_request", "The address is malformed.", req.path.startsWith("/api/"));
};

/**
 * Whether a path's percent-encoding is valid. The decoded text is used, not thrown away: the
 * bundler takes a call whose result is unused for pure and drops it, try block and all.
 */
export function decodablePath(path: string): boolean {
  try {
    return decodeURIComponent(path).length >= 0;
  } catch {
    return false;
  }
}

/**
 * Canonical URLs have no trailing slash: `/automation/` answers 301 to `/automation`. A path
 * that would then start with `//` or `/\` is read by browsers as another host, so it is never
 * redirected: it falls through to the 404 page.
 */
export const trailingSlashRedirect: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const path = req.path;
  if (path.length <= 1 || !path.endsWith("/")) return next();
  const target = withoutTrailingSlash(path);
  if (/^\/[/\\]/.test(target) || target.includes("\\")) return next();
  return res.redirect(301, target + req.originalUrl.slice(path.length));
};
