import type { RequestHandler } from "express";
import { adminHeaders, isSameOrigin } from "../app/admin/shell/admin-headers";
import { isBackOfficePath } from "../app/platform/navigation/back-office";

/**
 * A cross-site write to the back office is refused 403 here, before React Router, which would
 * otherwise answer a page POST with a foreign Origin 400 itself. The actions check again
 * (app/admin/shell/guard.server.ts), for requests that reach them another way.
 */
export const backOfficeSameOrigin: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || !isBackOfficePath(req.path)) return next();
  // req.protocol and req.host honour X-Forwarded-* only when TRUST_PROXY trusts the sender.
  const site = `${req.protocol}://${req.host}`;
  if (isSameOrigin(site, req.get("Origin"), req.get("Sec-Fetch-Site"))) return next();
  res.status(403).set(adminHeaders).type("text/plain").send("Cross-site request refused.");
};
