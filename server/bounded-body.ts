import type { Request as ExpressRequest, RequestHandler } from "express";
import { MAX_ARTICLE_FORM_BYTES } from "../app/admin/articles/article-limits";

/** Larger than any form or API body of the site but the article editor's (a contact request is under 6 KB). */
export const MAX_BODY_BYTES = 32 * 1024;

/** The article editor's form (new or existing article, either language), its live preview and autosave. */
const ARTICLE_EDITOR =
  /^\/(?:(?:en\/)?admin\/articles\/(?:new|\d+)(?:\.data)?|admin\/api\/articles\/(?:preview|autosave))$/;

/** The body limit of a path: the article editor's routes take a whole article, the rest 32 KB. */
export function bodyLimitFor(path: string): number {
  return ARTICLE_EDITOR.test(path) ? MAX_ARTICLE_FORM_BYTES : MAX_BODY_BYTES;
}

/** How long a refused client may go on sending (into the void) before the connection is cut. */
const DISCARD_MS = 2_000;

const bodyKey = Symbol("body");
type WithBody = { [bodyKey]?: Buffer };

/**
 * Marks a request whose body another middleware has read or is dropping (the media library's
 * uploads, server/media-upload-body.ts): `boundedBody` lets it through as it is.
 */
export function skipBody(req: object): void {
  (req as WithBody)[bodyKey] ??= Buffer.alloc(0);
}

/** Drops what the client still sends (nothing is kept), and cuts the connection a little later. */
function dropRest(req: ExpressRequest): void {
  req.resume();
  setTimeout(() => req.destroy(), DISCARD_MS).unref();
}

/** A body a streamed reader refused: dropped, and the router told it was dealt with. */
export function discardBody(req: ExpressRequest): void {
  skipBody(req);
  dropRest(req);
}

/** After a streamed reader stopped: the body is done with, whole or refused half-way. */
export function settleBody(req: ExpressRequest): void {
  if (req.readableEnded) skipBody(req);
  else discardBody(req);
}

/** The request body read by `boundedBody`, for the React Router handler. */
export function bufferedBody(req: object): Buffer | undefined {
  return (req as WithBody)[bodyKey];
}

/**
 * Reads every request body into memory up to its path's limit before any route sees it: larger
 * bodies get 413 whether they announce their length or are chunked, multipart gets 415 (only the
 * media library's forms upload files, and another middleware reads them), and what the client still sends is dropped until the connection is cut.
 */
export function boundedBody(limitFor = bodyLimitFor): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || bufferedBody(req)) return next();
    const limit = limitFor(req.path);
    const api = req.path.startsWith("/api/");
    const refuse = (status: 413 | 415) => {
      if (res.headersSent) return;
      const message =
        status === 413
          ? `The body must not exceed ${limit} bytes.`
          : "Multipart bodies are not accepted.";
      if (api) {
        res.status(status).json({
          error: status === 413 ? "payload_too_large" : "unsupported_media_type",
          message,
        });
      } else {
        res.status(status).type("text/plain").send(message);
      }
      // Closing on unread data (or answering "Connection: close") resets the connection before
      // the client reads the answer: drop what is still coming (nothing is kept), cut it later.
      dropRest(req);
    };

    if (/^multipart\//i.test(req.get("content-type") ?? "")) return refuse(415);
    const declared = req.get("content-length");
    if (declared !== undefined && Number(declared) > limit) return refuse(413);

    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        refuse(413);
        return;
      }
      chunks.push(chunk);
    });
    req.once("end", () => {
      if (done) return;
      done = true;
      (req as WithBody)[bodyKey] = Buffer.concat(chunks, size);
      next();
    });
    req.once("error", (error) => {
      if (done) return;
      done = true;
      next(error);
    });
  };
}
