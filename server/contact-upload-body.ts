import type { Request as ExpressRequest, RequestHandler } from "express";
import { languages, localizePath } from "../app/i18n/lang";
import { pagePath } from "../app/navigation/page-table";
import {
  type ContactUpload,
  readContactUpload,
} from "../app/services/contact/contact-upload.server";
import { skipBody } from "./bounded-body";

/** How long a refused client may go on sending (into the void) before the connection is cut. */
const DISCARD_MS = 2_000;

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

/** Drops what the client still sends (nothing is kept), and cuts the connection a little later. */
function discard(req: ExpressRequest): void {
  skipBody(req);
  req.resume();
  setTimeout(() => req.destroy(), DISCARD_MS).unref();
}

/**
 * The contact form with its files (multipart), read as it streams in, in place of `boundedBody`:
 * five files and 25 MB at most in memory, the reading stopped at the bound even when the client
 * announced no length. The fields read until then reach the route, so its answer keeps what the
 * visitor typed.
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
      const outcome = await readContactUpload(req, req.headers);
      (req as WithUpload)[uploadKey] = outcome;
      if (req.readableEnded) skipBody(req);
      else discard(req);
      next();
    } catch (error) {
      discard(req);
      next(error);
    }
  };
}
