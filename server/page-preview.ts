import type { RequestHandler } from "express";
import { can } from "../app/data/roles";
import { withPendingTexts } from "../app/i18n/text-overrides.server";
import { currentSession } from "../app/services/auth/guard.server";

/** The query that asks for a page with the back office's pending edits: `/automation?preview=pending`. */
export const PREVIEW_QUERY = "preview";

/**
 * The back office's preview of a page (docs/decisions/026): for a signed-in account, the page is
 * rendered for this request with the pending edits of the page texts (for a role that edits content), never kept nor cached, and
 * kept out of search engines. Anyone else is sent to the public page.
 */
export const pagePreview: RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.query[PREVIEW_QUERY] !== "pending") {
    return next();
  }
  const asked = new Request(new URL(req.originalUrl, "http://localhost"), {
    headers: { cookie: req.get("cookie") ?? "" },
  });
  currentSession(asked).then(
    (session) => {
      // Neither the preview nor the redirect is kept by nginx or a browser for someone else.
      res.setHeader("Cache-Control", "no-store");
      if (!session || !can(session.user.role, "content")) return res.redirect(302, req.path);
      res.locals.preview = true;
      res.setHeader("X-Robots-Tag", "noindex");
      withPendingTexts(() => next());
    },
    (error: unknown) => next(error),
  );
};
