import type { RequestHandler } from "express";
import { languages, localizePath } from "../app/platform/i18n/lang";
import { pagePath } from "../app/platform/navigation/page-table";
import { type ContactUpload, readContactUpload } from "../app/site/contact/contact-upload.server";
import { discardBody, settleBody } from "./bounded-body";

/** The contact form's two targets: the API (with JavaScript) and the page's action (without). */
const contactPaths = new Set([
  "/api/contact",
  ...languages.map((lang) => localizePath(pagePath("contact"), lang)),
]);

const uploadKey = Symbol("contactUpload");
type WithUpload = { [uploadKey]?: ContactUpload };

/** The form `contactUploadBody` read, for the React Router handler's context. */
export function contactUploadOf(req: object): ContactUpload | undefined {
  return (req as WithUpload)[uploadKey];
}

/**
 * The contact form with its files (multipart), read as it streams in, in place of `boundedBody`:
 * the text fields checked and the rate limit's point taken before the first file byte, the files
 * written to the database in chunks (a few hundred KB in memory per upload, a few uploads at a
 * time), the reading stopped at five files or 25 MB even when the client announced no length.
 * The fields read until then reach the route, so its answer keeps what the visitor typed.
 */
export function contactUploadBody(): RequestHandler {
  return async (req, _res, next) => {
    const type = req.get("content-type") ?? "";
    if (
      req.method !== "POST" ||
      !contactPaths.has(req.path) ||
      !/^multipart\/form-data/i.test(type)
    ) {
      return next();
    }
    try {
      const outcome = await readContactUpload(req, req.headers, { clientIp: req.ip });
      (req as WithUpload)[uploadKey] = outcome;
      settleBody(req);
      next();
    } catch (error) {
      discardBody(req);
      next(error);
    }
  };
}
