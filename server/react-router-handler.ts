import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { publishDueArticlesOrLog } from "../app/admin/articles/scheduled-publication.server";
import { getDb } from "../app/platform/database/db.server";
import { routerContext } from "../app/request-facts";
import { bufferedBody } from "./bounded-body";
import { contactUploadOf } from "./contact-upload-body";
import { uploadOf } from "./media-upload-body";
import { renderedPageCache, sendRenderedPage } from "./rendered-page-cache";
import { appendRouteHeaders } from "./settled-headers";

/**
 * React Router's Express adapter, with three differences: the body handed to the router is the
 * one `boundedBody` already read and bounded, so no route ever streams an unbounded body; the
 * pages `cachedPage` names are rendered once and kept (server/rendered-page-cache.ts); and a
 * route's headers leave out those the edge settled (server/settled-headers.ts).
 */
export function reactRouterHandler(options: {
  build: ServerBuild;
  mode: string;
  /** Whether a path's page is the same for everyone until an article changes; off in development. */
  cachedPage?: (path: string) => boolean;
}): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  const cache = options.cachedPage
    ? renderedPageCache({ maxBytes: 32 * 1024 * 1024, ttlMs: 60_000 })
    : undefined;
  return async (req, res, next) => {
    try {
      if (
        cache &&
        (req.method === "GET" || req.method === "HEAD") &&
        !req.originalUrl.includes("?") &&
        options.cachedPage?.(req.path)
      ) {
        // A scheduled article whose time has come is published before a kept page is served (which
        // empties the cache); it costs nothing while none is due.
        await getDb().then(publishDueArticlesOrLog, () => {});
        // Rendered as a GET without the visitor's headers, nonce or address, since everyone gets
        // the result; a query string (filters, tracking tags) is rendered per request instead.
        const page = await cache(req.path, () =>
          handle(new Request(requestUrl(req)), routerContext()),
        );
        sendRenderedPage(req, res, page);
        return;
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const response = await handle(
        toFetchRequest(req, controller.signal),
        routerContext({
          cspNonce: String(res.locals.cspNonce),
          clientIp: req.ip,
          upload: uploadOf(req),
          contactUpload: contactUploadOf(req),
        }),
      );
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      appendRouteHeaders(res, response.headers.entries());
      // The router's own 405 (a POST to a page or file without an action) names no method.
      if (response.status === 405 && req.method === "POST" && !response.headers.has("Allow")) {
        res.setHeader("Allow", "GET, HEAD");
      }
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(req: ExpressRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  const body = bufferedBody(req);
  return new Request(requestUrl(req), {
    method: req.method,
    headers,
    signal,
    ...(body && req.method !== "GET" && req.method !== "HEAD"
      ? { body: Uint8Array.from(body) }
      : {}),
  });
}

/** req.protocol and req.host honour X-Forwarded-Proto/-Host only when TRUST_PROXY trusts the sender. */
function requestUrl(req: ExpressRequest): string {
  return `${req.protocol}://${req.host ?? "localhost"}${req.originalUrl}`;
}
