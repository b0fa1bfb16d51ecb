import type { RequestHandler } from "express";
import { record404 } from "../app/admin/redirects/not-found-log.server";
import { livePagePaths, loggable404, matchRule } from "../app/admin/redirects/redirect-rules";
import { countHit, redirectTable } from "../app/admin/redirects/redirects.server";
import { withoutTrailingSlash } from "../app/platform/i18n/lang";

/**
 * The redirects of old addresses, from every instance's memory, before anything else routes the
 * request (docs/decisions/051): an old address answers its redirect whatever it looks like (a
 * `.html` file, a path under a page), in the time a prerendered page takes. A page of the page
 * table is never shadowed (app/admin/redirects/redirect-rules.ts). The visitor's query string is
 * carried over. Any other GET that ends in 404 is counted in the 404 log, by its path alone.
 */
export const oldAddresses: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  let path: string;
  try {
    path = withoutTrailingSlash(decodeURIComponent(req.path));
  } catch {
    return next();
  }
  // A page of the page table is never redirected nor missing: nothing more to do for it.
  if (livePagePaths().has(path)) return next();
  const found = matchRule(redirectTable(), path);
  if (!found) {
    if (!loggable404(path)) return next();
    res.on("finish", () => {
      if (res.statusCode === 404) record404(path);
    });
    return next();
  }
  countHit(found.rule.id);
  const queryAt = req.originalUrl.indexOf("?");
  const query =
    queryAt === -1 || found.location.includes("?") ? "" : req.originalUrl.slice(queryAt);
  // nginx keeps no copy (a change shows at once); browsers keep a permanent one 5 minutes, so a
  // corrected rule reaches a returning visitor soon.
  res.setHeader("X-Accel-Expires", "0");
  res.setHeader("Cache-Control", found.rule.status === 301 ? "public, max-age=300" : "no-cache");
  res.redirect(found.rule.status, found.location + query);
};
