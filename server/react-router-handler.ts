import { writeReadableStreamToWritable } from "@react-router/node";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { bufferedBody } from "./bounded-body";

/**
 * React Router's Express adapter, with one difference: the body handed to the router is the one
 * `boundedBody` already read and bounded, so no route ever streams an unbounded body.
 */
export function reactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const item of value) headers.append(key, item);
        else if (value !== undefined) headers.set(key, value);
      }
      const body = bufferedBody(req);
      // req.protocol and req.host honour X-Forwarded-Proto/-Host only when TRUST_PROXY trusts the sender.
      const request = new Request(
        `${req.protocol}://${req.host ?? "localhost"}${req.originalUrl}`,
        {
          method: req.method,
          headers,
          signal: controller.signal,
          ...(body && req.method !== "GET" && req.method !== "HEAD"
            ? { body: Uint8Array.from(body) }
            : {}),
        },
      );
      const response = await handle(request, options.loadContext(req, res));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}
