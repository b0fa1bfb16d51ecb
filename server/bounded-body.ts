import type { Request as ExpressRequest, RequestHandler } from "express";
import type { BodyBoundOf } from "./body-bounds";
import { MAX_BODY_BYTES } from "./body-bounds";

/** How long a refused client may go on sending (into the void) before the connection is cut. */
const DISCARD_MS = 2_000;

const bodyKey = Symbol("body");
type WithBody = { [bodyKey]?: Buffer };

/**
 * Marks a request whose body another middleware has read or is dropping (the media library's
 * and the contact form's uploads): `boundedBody` lets it through as it is.
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
 * Reads every request body into memory up to the limit its route declares (`bounded`; 32 KB for
 * every other route, and where no route matches) before any route sees it: larger bodies get 413
 * whether they announce their length or are chunked, multipart gets 415 (the routes that take
 * files declare a reader of their own, which runs before this), and what the client still sends
 * is dropped until the connection is cut.
 */
export function boundedBody(boundOf: BodyBoundOf): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || bufferedBody(req)) return next();
    const bound = boundOf(req);
    const limit = bound.kind === "bounded" ? bound.maxBytes : MAX_BODY_BYTES;
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
