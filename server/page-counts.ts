import type { RequestHandler } from "express";
import type { PageCounter } from "../app/admin/analytics/page-count.server";
import { isView, outsideHost } from "../app/admin/analytics/page-view-rules";
import { isBackOfficePath } from "../app/platform/navigation/back-office";
import { env } from "../app/platform/runtime/env.server";

/**
 * Counts the site's page views (app/admin/analytics): a GET by a browser, not a bot, not loaded
 * ahead, answered with a page (HTML, 200; or 304, the reader's own copy shown again). The answer
 * is never held: the request is looked at once it is sent, and the count is an addition in
 * memory. The back office, the API, files and previews of unpublished texts are not the site's
 * pages. Nothing of the request is kept but its path and the referring site's host name.
 */
export function pageCounts(counter: PageCounter): RequestHandler {
  const own = [new URL(env().PUBLIC_SITE_URL).hostname];
  return (req, res, next) => {
    if (req.method === "GET" && !isBackOfficePath(req.path)) {
      res.once("finish", () => {
        if (res.statusCode !== 200 && res.statusCode !== 304) return;
        if (res.locals.preview) return;
        if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return;
        const view = {
          method: req.method,
          path: req.path,
          userAgent: req.get("user-agent"),
          purpose:
            req.get("sec-purpose") ??
            req.get("purpose") ??
            req.get("x-purpose") ??
            req.get("x-moz"),
          referer: req.get("referer"),
        };
        if (!isView(view)) return;
        counter.count(view.path, outsideHost(view.referer, [...own, req.hostname]));
      });
    }
    next();
  };
}
