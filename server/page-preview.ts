import type { RequestHandler, Response } from "express";
import { can } from "../app/platform/database/roles";
import { withPendingTexts } from "../app/platform/i18n/text-overrides.server";
import { isBackOfficePath } from "../app/platform/navigation/back-office";
import { staffSession } from "./staff-session";

/** The query that asks for a page with the back office's pending edits: `/automation?preview=pending`. */
export const PREVIEW_QUERY = "preview";

/**
 * The preview's Cache-Control is exactly `no-store`, whatever the page's route adds later (a
 * page's own `public, max-age=…` appended to it would read `no-store, public, …`): it is set
 * again as the headers leave.
 */
function keepNoStore(res: Response): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    this.setHeader("Cache-Control", "no-store");
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
}

/**
 * The back office's preview of a page (docs/decisions/026): for a signed-in account past the
 * second factor the team may require (as the back office's guard asks), the page is rendered
 * for this request with the pending edits of the page texts (for a role that edits content),
 * never kept nor cached, and kept out of search engines. Anyone else is sent to the public page.
 */
export const pagePreview: RequestHandler = (req, res, next) => {
  if (
    (req.method !== "GET" && req.method !== "HEAD") ||
    req.query[PREVIEW_QUERY] !== "pending" ||
    // The back office's own pages are no page of the site to preview, and keep their headers.
    isBackOfficePath(req.path)
  ) {
    return next();
  }
  staffSession(req).then(
    (session) => {
      // Neither the preview nor the redirect is kept by nginx or a browser for someone else.
      keepNoStore(res);
      res.setHeader("Cache-Control", "no-store");
      if (!session || !can(session.user.role, "content")) return res.redirect(302, req.path);
      res.locals.preview = true;
      res.setHeader("X-Robots-Tag", "noindex");
      withPendingTexts(() => next());
    },
    (error: unknown) => next(error),
  );
};
