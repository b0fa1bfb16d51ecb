// The Express app, and the entry of React Router's server build (vite.config.ts): the server, the
// routes and every module they share are one module graph, one logger, one metrics registry.

import { resolve } from "node:path";
import * as build from "virtual:react-router/server-build";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { createRequestHandler } from "react-router";
import { pageCounts as processPageCounts } from "../app/admin/analytics/page-count.server";
import { MEDIA_PREFIX } from "../app/platform/content/media-paths";
import { readiness } from "../app/platform/http/health.server";
import { bearerMatches, metricsText } from "../app/platform/http/metrics.server";
import { isBackOfficePath } from "../app/platform/navigation/back-office";
import { filteredPagePaths, prerenderPaths } from "../app/platform/navigation/page-table";
import { buildId } from "../app/platform/runtime/build-info.server";
import { logger } from "../app/platform/runtime/logger.server";
import { siteSettings } from "../app/platform/settings/site-settings.server";
import { routerContext } from "../app/request-facts";
import { backOfficeExactPath, backOfficeHeaders } from "./back-office-edge";
import { backOfficeSameOrigin } from "./back-office-origin";
import { blogListApi } from "./blog-list-api";
import { bodyBounds } from "./body-bounds";
import { boundedBody } from "./bounded-body";
import { contactUploadBody } from "./contact-upload-body";
import { languageGate } from "./language-gate";
import { mediaFiles } from "./media-files";
import { mediaUploadBody } from "./media-upload-body";
import { oldAddresses } from "./old-addresses";
import { pageCounts } from "./page-counts";
import { pagePreview } from "./page-preview";
import { buildTimePages, type SharedPage } from "./prerendered";
import { reactRouterHandler } from "./react-router-handler";
import {
  malformedPathGuard,
  methodGuard,
  trailingSlashRedirect,
  urlLengthGuard,
} from "./request-guards";
import { requestLogging } from "./request-logging";
import { resourceDataGuard } from "./resource-data-guard";
import { cachedUntilBlogChange, routePatterns } from "./route-pattern";
import { securityHeaders } from "./security-headers";
import { sitePages } from "./site-pages";
import { hashedAssets } from "./static-assets";

// React Router's prerendering and tools read this module as the server build it is.
export * from "virtual:react-router/server-build";
export { boot, shutdown } from "../app/boot.server";
// What the process shell (server/index.ts) needs, from this one graph.
export { buildId } from "../app/platform/runtime/build-info.server";
export { env } from "../app/platform/runtime/env.server";
export {
  componentLogger,
  logsWritten,
  writeLogsInBackground,
} from "../app/platform/runtime/logger.server";
export { consoleToLog } from "./console-to-log";

export interface AppOptions {
  mode: "production" | "development";
  trustProxy: boolean | number | string[];
  /** build/client in production; in development Vite serves the assets. */
  clientDir?: string;
  /** Vite's dev middlewares (assets, HMR), placed before the router. */
  devMiddleware?: RequestHandler;
  /** GET /metrics answers only with this bearer token; without it, /metrics is an unknown path. */
  metricsToken?: string;
}

/**
 * Other build files (favicon, robots of the public folder) as they are; never the prerendered
 * HTML files, which `sitePages` replaces and which on disk carry a placeholder nonce, nor
 * anything under the back office, whose answers are never kept (a file's `max-age` would
 * replace its `no-store`).
 */
function publicFiles(clientDir: string): RequestHandler {
  const files = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  return (req, res, next) =>
    req.path.endsWith(".html") || isBackOfficePath(req.path) ? next() : files(req, res, next);
}

export function createApp(options: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);
  // `/METRICS` is not `/metrics` (nginx refuses only the latter); set before the first route.
  app.set("case sensitive routing", true);

  app.use(requestLogging(routePatterns(build.routes)));
  // Page views, looked at once each answer is sent: before every handler that answers a page.
  app.use(pageCounts(processPageCounts));
  // First, so that every back-office answer has them, the guards' refusals included.
  app.use(backOfficeHeaders);
  app.use(urlLengthGuard, methodGuard, securityHeaders, malformedPathGuard);
  // Old addresses redirected from memory, before any route; the 404 log counts the rest.
  app.use(oldAddresses);
  // A language switched off has no pages (the site settings).
  app.use(languageGate);
  app.use(backOfficeExactPath, trailingSlashRedirect);
  // For load balancers and process supervisors: never cached.
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok", build: buildId() });
  });
  app.get("/readyz", async (_req, res) => {
    const state = await readiness();
    res.setHeader("Cache-Control", "no-store");
    res
      .status(state.ready ? 200 : 503)
      .json(state.ready ? { status: "ready" } : { status: "not_ready", reason: state.reason });
  });
  app.get("/metrics", metricsEndpoint(options.metricsToken));
  // The blog list from memory, compressed once per list; what it cannot answer goes to the route.
  app.get("/api/blog/posts", blogListApi());
  // The media library's pictures, compressed already: before compression and the router.
  app.use(MEDIA_PREFIX, mediaFiles());
  // A page with the back office's pending edits: rendered per request, past the kept pages.
  app.use(pagePreview);
  app.use(resourceDataGuard(build.routes));
  if (options.clientDir) {
    // The page table's pages and hashed assets are compressed once; the rest per response.
    app.use(sitePagesRenderedHere(options.clientDir, options.mode));
    app.use("/assets", hashedAssets(resolve(options.clientDir, "assets")));
  }
  if (options.devMiddleware) app.use(options.devMiddleware);
  app.use(compression());
  if (options.clientDir) {
    app.use(publicFiles(options.clientDir));
  }
  app.use(backOfficeSameOrigin);
  // How each body is read and how large it may be, as the route that receives it declares.
  const bodyBoundOf = bodyBounds(build.routes);
  app.use(mediaUploadBody(bodyBoundOf));
  app.use(contactUploadBody(bodyBoundOf));
  app.use(boundedBody(bodyBoundOf));
  app.all(
    "/{*splat}",
    reactRouterHandler({
      build,
      mode: options.mode,
      cachedPage: options.mode === "production" ? cachedUntilBlogChange(build.routes) : undefined,
    }),
  );
  app.use(lastResort);
  return app;
}

/**
 * The page table's pages, served as the build prerendered them until the server has rendered
 * them from the database's content (at once: createApp runs after boot), then again after every
 * change of that content (server/site-pages.ts).
 */
function sitePagesRenderedHere(clientDir: string, mode: string): RequestHandler {
  const pages = siteRenderer(buildTimePages(clientDir, prerenderPaths()), mode);
  void pages.refresh();
  return pages.serve;
}

/**
 * The page table's pages rendered by this build's router as the build prerenders them: a GET of
 * http://localhost/<path> with the placeholder nonce, so an unchanged page keeps its bytes.
 * Exported for scripts/site-rendering.mjs, which measures a rendering of them all.
 */
export function siteRenderer(initial: Map<string, SharedPage>, mode = "production") {
  const handle = createRequestHandler(build, mode);
  return sitePages({
    paths: () => prerenderPaths(siteSettings().languagesOn),
    render: (path) => handle(new Request(`http://localhost${path}`), routerContext()),
    initial,
    filters: filteredPagePaths(),
  });
}

/**
 * Prometheus scrape: with the token set and presented, the metrics; otherwise the request goes
 * on to the 404 page, exactly as for a path the site does not have.
 */
function metricsEndpoint(token: string | undefined): RequestHandler {
  return async (req, res, next) => {
    if (!token || !bearerMatches(req.get("authorization"), token)) return next();
    try {
      const { contentType, body } = await metricsText();
      res.setHeader("Cache-Control", "no-store");
      res.type(contentType).send(body);
    } catch (error) {
      next(error);
    }
  };
}

/** Never a stack trace to the client, JSON for the API; the log gets the error, not the request. */
const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
  const status =
    typeof error?.status === "number" && error.status >= 400 && error.status < 600
      ? error.status
      : 500;
  if (status >= 500)
    logger.error({ err: error, method: req.method, path: req.path }, "request failed");
  if (res.headersSent) return res.end();
  if (req.path.startsWith("/api/")) {
    res.status(status).json({ error: "internal_error", message: "An unexpected error occurred." });
  } else {
    res
      .status(status)
      .type("text/plain")
      .send("An unexpected error occurred. / Une erreur est survenue.");
  }
};
