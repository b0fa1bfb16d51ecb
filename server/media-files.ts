import type { RequestHandler, Response } from "express";
import { ImageWorkBusy } from "../app/admin/media/image-work.server";
import { findMedia, findMediaByHash } from "../app/admin/media/media.server";
import { shownPublicly } from "../app/admin/media/media-public.server";
import { defaultVariantPath, variantBytes } from "../app/admin/media/variants.server";
import { nameStem, parseMediaPath } from "../app/platform/content/media-paths";
import { PHOTO_MIME, variantWidths } from "../app/platform/content/photo-sources";
import { getDb } from "../app/platform/database/db.server";
import { describeDbError } from "../app/platform/database/db-errors.server";
import { countMediaBusy } from "../app/platform/http/metrics.server";
import { env } from "../app/platform/runtime/env.server";
import { componentLogger } from "../app/platform/runtime/logger.server";
import { staffSession } from "./staff-session";

const log = componentLogger("media");

const YEAR = "public, max-age=31536000, immutable";

function notFound(res: Response): void {
  // nginx reads X-Accel-Expires before Cache-Control: a 404 must not carry a variant's.
  res.removeHeader("X-Accel-Expires");
  res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found.");
}

/** Whether the client's copy (If-None-Match) is the one this address always serves. */
function fresh(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return (
    header.trim() === "*" ||
    header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)
  );
}

/**
 * The media library's public files (app/platform/content/media-paths.ts). A variant's address names its
 * content (128 bits of its hash: not guessable), so browsers keep it for a year, with its type
 * and nosniff (security headers); nginx asks again within a minute. The row is looked up on every
 * request, so a deleted picture is gone from every instance at once, and from nginx within
 * MEDIA_EDGE_SECONDS. A picture's lasting address redirects to its current file, never cached,
 * and only for a picture the public site shows (or for the team).
 */
export function mediaFiles(): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const address = parseMediaPath(req.path);
    if (!address) return notFound(res);
    try {
      const db = await getDb();
      if (address.kind === "lasting") {
        const picture = await findMedia(db, address.id);
        if (!picture || nameStem(picture.fileName) !== address.name) return notFound(res);
        // A lasting address is guessable (a number and a file name): it leads to a picture the
        // public site shows, or, for the team, to any picture of the library.
        const shown = await shownPublicly(db, picture);
        if (!shown && !(await staffSession(req))) return notFound(res);
        res.set("Cache-Control", shown ? "no-cache" : "private, no-store");
        res.redirect(302, defaultVariantPath(picture));
        return;
      }
      const picture = await findMediaByHash(db, address.hash);
      const known = picture && nameStem(picture.fileName) === address.name;
      // Only the widths the picture has: nobody resizes to order.
      if (!known || !variantWidths(picture.width).includes(address.width)) return notFound(res);
      const etag = `"${address.hash}-${address.width}.${address.format}"`;
      // Browsers keep the file a year; nginx (which reads X-Accel-Expires first and never passes
      // it on) asks again with the ETag after MEDIA_EDGE_SECONDS, so a deleted picture's copy
      // there is answered 404 within that time.
      res.set({
        "Cache-Control": YEAR,
        ETag: etag,
        "X-Accel-Expires": String(env().MEDIA_EDGE_SECONDS),
      });
      if (fresh(req.get("if-none-match"), etag)) {
        res.status(304).end();
        return;
      }
      let bytes: Buffer | undefined;
      try {
        bytes = await variantBytes(db, picture, address.width, address.format);
      } catch (error) {
        if (!(error instanceof ImageWorkBusy)) throw error;
        // Too many first requests at once: the client (or nginx) comes back, nothing piles up.
        countMediaBusy();
        res.removeHeader("ETag");
        res.status(503).set({ "Retry-After": "5", "Cache-Control": "no-store" });
        // end(), not send(): send() would add an ETag of its own.
        res.type("text/plain").end("Busy, try again shortly.");
        return;
      }
      if (!bytes) {
        res.removeHeader("ETag");
        return notFound(res);
      }
      res.type(PHOTO_MIME[address.format]).set("Content-Length", String(bytes.length));
      res.end(req.method === "HEAD" ? undefined : bytes);
    } catch (error) {
      log.error(`media unavailable: ${describeDbError(error)}`);
      res.status(503).set({ "Retry-After": "30", "Cache-Control": "no-store" });
      res.type("text/plain").send("Service unavailable.");
    }
  };
}
