import type { RequestHandler } from "express";
import { readUpload, type UploadOutcome } from "../app/admin/media/upload-stream.server";
import { currentSession } from "../app/admin/shell/guard.server";
import { can } from "../app/platform/database/roles";
import { areaOf } from "../app/platform/navigation/back-office-access";
import type { BodyBoundOf } from "./body-bounds";
import { routedPath } from "./body-bounds";
import { discardBody, settleBody } from "./bounded-body";

const uploadKey = Symbol("upload");
type WithUpload = { [uploadKey]?: UploadOutcome };

/** The upload `mediaUploadBody` read, for the React Router handler's context. */
export function uploadOf(req: object): UploadOutcome | undefined {
  return (req as WithUpload)[uploadKey];
}

/**
 * The media library's multipart forms (the routes whose handle says `multipart-media`: a new
 * picture, a replacement, a collection item's form), read as they stream in, in place of
 * `boundedBody`: the route's `maxBytes` of files at most in memory, refused past that even when
 * the client announced no length. Only for a signed-in account whose role may upload there
 * (after the same-origin check): anyone else's body is dropped unread, and the router then sends
 * them to the sign-in page. What was read (or why nothing was) reaches the route's action in the
 * router context.
 */
export function mediaUploadBody(boundOf: BodyBoundOf): RequestHandler {
  return async (req, _res, next) => {
    const type = req.get("content-type") ?? "";
    if (req.method !== "POST" || !/^multipart\/form-data/i.test(type)) return next();
    const bound = boundOf(req);
    if (bound.kind !== "multipart-media") return next();
    try {
      const cookie = req.get("cookie") ?? "";
      const path = routedPath(req.originalUrl) ?? req.path;
      const session = await currentSession(
        new Request(`http://localhost${path}`, { headers: { cookie } }),
      );
      // Someone signed in whose role may not upload here is refused by the router, unread.
      if (!session || !can(session.user.role, areaOf(path))) {
        discardBody(req);
        return next();
      }
      const outcome = await readUpload(
        req,
        req.headers,
        bound.maxBytes,
        bound.form,
        bound.maxFiles,
      );
      (req as WithUpload)[uploadKey] = outcome;
      settleBody(req);
      next();
    } catch (error) {
      discardBody(req);
      next(error);
    }
  };
}
