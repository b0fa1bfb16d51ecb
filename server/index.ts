import { resolve } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { prerenderedPages } from "./prerendered";
import { securityHeaders } from "./security-headers";
import { hashedAssets } from "./static-assets";

interface AppModule {
  boot: () => Promise<{ database: string }>;
  shutdown: () => Promise<void>;
}

const root = process.cwd();
const clientDir = resolve(root, "build/client");
const build = (await import(resolve(root, "build/server/index.js"))) as ServerBuild;
const appModule = build.entry.module as unknown as AppModule;
const port = Number(process.env.PORT ?? 3000);

try {
  const { database } = await appModule.boot();
  console.log(`[server] database ready (${database})`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[server] cannot open the database: ${message}`);
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy, set TRUST_PROXY (e.g. "loopback" or 1) so rate limits see the visitor's address.
app.set("trust proxy", process.env.TRUST_PROXY ?? false);
app.use(securityHeaders);

// Canonical URLs have no trailing slash.
app.use((req, res, next) => {
  if (
    (req.method === "GET" || req.method === "HEAD") &&
    req.path.length > 1 &&
    req.path.endsWith("/")
  ) {
    const query = req.url.slice(req.path.length);
    return res.redirect(301, req.path.replace(/\/+$/, "") + query);
  }
  next();
});

// Prerendered pages and hashed assets are compressed once, at start-up; the rest per response.
app.use(prerenderedPages(clientDir));
app.use("/assets", hashedAssets(resolve(clientDir, "assets")));
app.use(compression());
app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req, res) => ({ cspNonce: String(res.locals.cspNonce), clientIp: req.ip }),
  }),
);

// Last resort: never a stack trace, JSON for the API.
const onError: ErrorRequestHandler = (error, req, res, _next) => {
  console.error("[server] unhandled error:", error);
  if (res.headersSent) return res.end();
  const status = typeof error?.status === "number" && error.status >= 400 ? error.status : 500;
  if (req.path.startsWith("/api/")) {
    res.status(status).json({ error: "internal_error", message: "An unexpected error occurred." });
  } else {
    res
      .status(status)
      .type("text/plain")
      .send("An unexpected error occurred. / Une erreur est survenue.");
  }
};
app.use(onError);

const server = app.listen(port, () => console.log(`[server] http://localhost:${port}`));

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    console.log(`[server] ${signal}: closing`);
    server.close();
    appModule.shutdown().finally(() => process.exit(0));
  });
}
