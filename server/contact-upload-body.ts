import type { RequestHandler } from "express";
import { applicationUploadRules } from "../app/site/careers/application-upload.server";
import { type ContactUpload, readContactUpload } from "../app/site/contact/contact-upload.server";
import type { BodyBoundOf } from "./body-bounds";
import { discardBody, settleBody } from "./bounded-body";

const uploadKey = Symbol("contactUpload");
type WithUpload = { [uploadKey]?: ContactUpload };

/** The form `contactUploadBody` read, for the React Router handler's context. */
export function contactUploadOf(req: object): ContactUpload | undefined {
  return (req as WithUpload)[uploadKey];
}

/**
 * The contact form with its files (multipart, to the routes whose handle says
 * `multipart-contact`: the API and the page's action), read as it streams in, in place of
 * `boundedBody`: the text fields checked and the rate limit's point taken before the first file
 * byte, the files written to the database in chunks (a few hundred KB in memory per upload, a
 * few uploads at a time), the reading stopped at five files or 25 MB even when the client
 * announced no length. The fields read until then reach the route, so its answer keeps what the
 * visitor typed.
 */
export function contactUploadBody(boundOf: BodyBoundOf): RequestHandler {
  return async (req, _res, next) => {
    const type = req.get("content-type") ?? "";
    if (req.method !== "POST" || !/^multipart\/form-data/i.test(type)) return next();
    const kind = boundOf(req).kind;
    if (kind !== "multipart-contact" && kind !== "multipart-application") return next();
    try {
      const outcome = await readContactUpload(req, req.headers, {
        clientIp: req.ip,
        // A job application: the same reader, bounds and quotas, its own fields and file kinds.
        ...(kind === "multipart-application" ? { rules: applicationUploadRules } : {}),
      });
      (req as WithUpload)[uploadKey] = outcome;
      settleBody(req);
      next();
    } catch (error) {
      discardBody(req);
      next(error);
    }
  };
}
