import type { RequestHandler } from "express";
import {
  MAX_UPLOAD_FILES,
  readUpload,
  type UploadOutcome,
} from "../app/admin/media/upload-stream.server";
import { currentSession } from "../app/admin/shell/guard.server";
import { can } from "../app/platform/database/roles";
import { backOfficeRoots } from "../app/platform/navigation/back-office";
import { areaOf } from "../app/platform/navigation/back-office-access";
import { discardBody, settleBody } from "./bounded-body";

/** The library's upload forms: a new picture (`/admin/media`), a replacement (`/admin/media/12`). */
export function isUploadPath(path: string): boolean {
  return (
    isCollectionFormPath(path) ||
    backOfficeRoots.some(
      (root) => path === `${root}/media` || new RegExp(`^${root}/media/\\d{1,10}$`).test(path),
    )
  );
}

/** The library's form that adds pictures (`/admin/media`): it may send several at once. */
function isAddPath(path: string): boolean {
  return backOfficeRoots.some((root) => path === `${root}/media`);
}

/** A collection item's form (`/admin/collections/certifications/12`): its file, and many texts. */
function isCollectionFormPath(path: string): boolean {
  return backOfficeRoots.some((root) =>
    new RegExp(`^${root}/collections/[a-z0-9-]{1,40}/(?:new|d?\\d{1,10})$`).test(path),
  );
}

const uploadKey = Symbol("upload");
type WithUpload = { [uploadKey]?: UploadOutcome };

/** The upload `mediaUploadBody` read, for the React Router handler's context. */
export function uploadOf(req: object): UploadOutcome | undefined {
  return (req as WithUpload)[uploadKey];
}

/**
 * The media library's multipart forms, read as they stream in, in place of `boundedBody`: one
 * file of 20 MB at most in memory, refused past that even when the client announced no length.
 * Only for a signed-in account whose role may upload there (after the same-origin check): anyone else's body is dropped
 * unread, and the router then sends them to the sign-in page. What was read (or why nothing was)
 * reaches the route's action in the router context.
 */
export function mediaUploadBody(): RequestHandler {
  return async (req, _res, next) => {
    const type = req.get("content-type") ?? "";
    if (req.method !== "POST" || !isUploadPath(req.path) || !/^multipart\/form-data/i.test(type)) {
      return next();
    }
    try {
      const cookie = req.get("cookie") ?? "";
      const session = await currentSession(
        new Request(`http://localhost${req.path}`, { headers: { cookie } }),
      );
      // Someone signed in whose role may not upload here is refused by the router, unread.
      if (!session || !can(session.user.role, areaOf(req.path))) {
        discardBody(req);
        return next();
      }
      const outcome = isCollectionFormPath(req.path)
        ? await readUpload(req, req.headers, undefined, { fields: 64, fieldSize: 16 * 1024 })
        : isAddPath(req.path)
          ? await readUpload(req, req.headers, undefined, undefined, MAX_UPLOAD_FILES)
          : await readUpload(req, req.headers);
      (req as WithUpload)[uploadKey] = outcome;
      settleBody(req);
      next();
    } catch (error) {
      discardBody(req);
      next(error);
    }
  };
}
