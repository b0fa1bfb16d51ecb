// The Express server, in production (`npm start`: the build) and in development (`npm run dev`:
// Vite in middleware mode, as React Router's node-custom-server template), so both have the
// database, the security headers, the outbox and the real client address.
import { createServer } from "node:http";
import { resolve } from "node:path";
import { createHttpTerminator } from "http-terminator";
import type { ServerBuild } from "react-router";
import { env } from "../app/services/env.server";
import { componentLogger } from "../app/services/logger.server";
import { type AppOptions, createApp } from "./app";
import { consoleToLog } from "./console-to-log";

interface AppModule {
  boot: () => Promise<{ database: string }>;
  shutdown: () => Promise<void>;
  readiness: () => Promise<{ ready: boolean; reason?: string }>;
  routerContext: AppOptions["routerContext"];
}

const log = componentLogger("server");

/** In-flight requests get this long to finish after SIGTERM; longer than a database statement may take. */
const SHUTDOWN_GRACE_MS = 15_000;

let config: ReturnType<typeof env>;
try {
  config = env();
} catch (error) {
  // On standard error, plain: the settings that failed may include LOG_LEVEL itself, and an
  // operator starting the unit by hand reads this line first.
  console.error(`[server] ${(error as Error).message}`);
  process.exit(1);
}
const production = process.env.NODE_ENV === "production";
const root = process.cwd();
if (production) consoleToLog(componentLogger("console"));

// Created before Vite, so that Vite's hot-reload socket shares the site's port (and its CSP 'self').
// A client that sends its headers or body slowly, or idles, cannot hold a connection for long.
// Node checks the first two only every `connectionsCheckingInterval` (30 s by default, so a
// 10 s header limit cut at 26 s): once a second, they cut within a second of their limit.
const server = createServer({
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  // Longer than nginx keeps idle upstream connections (deploy/nginx.conf, 4 s), so that nginx
  // never sends a request on a connection Node is closing.
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
});

let build: ServerBuild | (() => Promise<ServerBuild>);
let firstBuild: ServerBuild;
let devMiddleware: Parameters<typeof createApp>[0]["devMiddleware"];
let closeVite = async () => {};
if (production) {
  firstBuild = (await import(resolve(root, "build/server/index.js"))) as ServerBuild;
  build = firstBuild;
} else {
  const vite = await import("vite");
  const viteServer = await vite.createServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: "custom",
  });
  const load = async () =>
    (await viteServer.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  firstBuild = await load();
  build = load;
  devMiddleware = viteServer.middlewares;
  closeVite = () => viteServer.close();
}
const appModule = firstBuild.entry.module as unknown as AppModule;

try {
  const { database } = await appModule.boot();
  log.info({ database }, `[server] database ready (${database})`);
} catch (error) {
  log.fatal({ err: error }, "[server] cannot open the database");
  process.exit(1);
}

const app = createApp({
  build,
  mode: production ? "production" : "development",
  trustProxy: config.TRUST_PROXY,
  readiness: () => appModule.readiness(),
  routerContext: appModule.routerContext,
  clientDir: production ? resolve(root, "build/client") : undefined,
  devMiddleware,
  routes: firstBuild.routes,
  metricsToken: config.METRICS_TOKEN,
});

server.on("request", app);
server.listen(config.PORT, config.HOST, () => {
  const address = `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`;
  log.info(`[server] ${address}`);
  // On a terminal, the address stands alone where a person looks for it.
  if (process.stdout.isTTY) process.stdout.write(`\n  The site is running at ${address}\n\n`);
});
server.on("error", (error) => {
  log.fatal(`[server] cannot listen on ${config.HOST}:${config.PORT}: ${error.message}`);
  process.exit(1);
});

const terminator = createHttpTerminator({ server, gracefulTerminationTimeout: SHUTDOWN_GRACE_MS });
let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    log.info(`[server] ${signal}: no new connections; finishing requests in flight`);
    let code = 0;
    try {
      // Only once every answered request is out may the outbox and the database close.
      await terminator.terminate();
    } catch (error) {
      log.error({ err: error }, "[server] closing connections failed");
      code = 1;
    }
    try {
      await appModule.shutdown();
      await closeVite();
    } catch (error) {
      log.error({ err: error }, "[server] shutdown failed");
      code = 1;
    }
    log.info(`[server] stopped${code ? " with errors" : ""}`);
    process.exit(code);
  });
}
