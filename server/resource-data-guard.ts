import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { resourceRoute } from "./route-pattern";

/**
 * React Router answers `<path>.data` with the data of `<path>`'s loader, for its pages' own
 * navigations. A file or feed (`/certificats/<id>`, a request's attachment) has no page, so its
 * `.data` twin would only be a second address for the same bytes, outside the rules (headers,
 * caching, logs) written for the first: it answers 404, as any address the site does not have.
 */
export function resourceDataGuard(routes: ServerBuild["routes"] | undefined): RequestHandler {
  const isResource = resourceRoute(routes);
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.path.endsWith(".data"))
      return next();
    const path = req.path.slice(0, -".data".length);
    // `/_root.data` is the home page's own.
    if (path === "/_root" || !isResource(path)) return next();
    res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found.");
  };
}
