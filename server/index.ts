// The process: listens, loads the app (React Router's server build, whose entry is server/app.ts)
// and stops it cleanly. Node runs this file as it is (type stripping): it imports only types from
// the app, so the server and the routes stay one module graph, the build's or Vite's.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import { resolve } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import type * as AppModule from "./app.ts";

type App = typeof AppModule;

/** How long a stopping server waits for its last log lines to be read. */
const LOG_WRITE_GRACE_MS = 2_000;

/** In-flight requests get this long to finish after SIGTERM; longer than a database statement may take. */
const SHUTDOWN_GRACE_MS = 15_000;

const production = process.env.NODE_ENV === "production";
const root = process.cwd();

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

let app: App;
let handle: (req: IncomingMessage, res: ServerResponse) => void;
let closeVite = async () => {};
if (production) {
  app = await import(pathToFileURL(resolve(root, "build/server/index.js")).href);
  if (typeof app.createApp !== "function") {
    console.error("[server] build/server/index.js is not this version's build: run npm run build");
    process.exit(1);
  }
} else {
  // As React Router's node-custom-server template: Vite's module runner loads server/app.ts,
  // and loads it again after an edit, so the app always runs the code on disk.
  const vite = await import("vite");
  const viteServer = await vite.createServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: "custom",
  });
  const ssr = viteServer.environments.ssr;
  if (!vite.isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment cannot run");
  const load = (): Promise<App> => ssr.runner.import(resolve(root, "server/app.ts"));
  closeVite = () => viteServer.close();
  app = await load();
  handle = devHandler(load, viteServer.middlewares);
}

let config: ReturnType<App["env"]>;
try {
  config = app.env();
} catch (error) {
  // On standard error, plain: the settings that failed may include LOG_LEVEL itself, and an
  // operator starting the unit by hand reads this line first.
  console.error(`[server] ${(error as Error).message}`);
  process.exit(1);
}
const log = app.componentLogger("server");
if (production) {
  app.consoleToLog(app.componentLogger("console"));
  app.writeLogsInBackground();
}

let accounts = 0;
try {
  const booted = await app.boot();
  accounts = booted.accounts;
  log.info({ database: booted.database }, `[server] database ready (${booted.database})`);
} catch (error) {
  log.fatal({ err: error }, "[server] cannot open the database");
  process.exit(1);
}

if (production) {
  handle = app.createApp({
    mode: "production",
    trustProxy: config.TRUST_PROXY,
    clientDir: resolve(root, "build/client"),
    metricsToken: config.METRICS_TOKEN,
  });
}

/** Each request goes to the app of the module Vite has now; a new app only after an edit. */
function devHandler(
  load: () => Promise<App>,
  viteMiddleware: AppModule.AppOptions["devMiddleware"],
): typeof handle {
  let current: { module: App; handler: typeof handle } | undefined;
  return async (req, res) => {
    try {
      const module = await load();
      if (current?.module !== module) {
        const settings = module.env();
        current = {
          module,
          handler: module.createApp({
            mode: "development",
            trustProxy: settings.TRUST_PROXY,
            devMiddleware: viteMiddleware,
            metricsToken: settings.METRICS_TOKEN,
          }),
        };
      }
      current.handler(req, res);
    } catch (error) {
      // A syntax error in the file just saved: say so in the browser, keep serving.
      log.error({ err: error }, "[server] the app cannot load");
      res.statusCode = 500;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end(`The app cannot load: ${(error as Error).message}`);
    }
  };
}

server.on("request", (req, res) => {
  // While stopping, a keep-alive client is told to open its next request elsewhere.
  if (closing) res.setHeader("Connection", "close");
  handle(req, res);
});
server.listen(config.PORT, config.HOST, () => {
  const address = `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`;
  log.info({ build: app.buildId() }, `[server] ${address} (release ${app.buildId()})`);
  if (accounts === 0) {
    log.warn("[server] no back-office account yet: make the first one with npm run users -- add");
  }
  // On a terminal, the address stands alone where a person looks for it.
  if (process.stdout.isTTY) {
    process.stdout.write(
      `\n  The site is running at ${address}\n${accounts ? "" : firstAccountHint(address)}\n`,
    );
  }
});
server.on("error", (error) => {
  log.fatal(`[server] cannot listen on ${config.HOST}:${config.PORT}: ${error.message}`);
  process.exit(1);
});

let closing = false;

/**
 * Stops taking connections and lets the requests in flight finish: each one's answer says
 * `Connection: close`, and whatever is still open after the grace period is cut.
 * Behind a proxy (production with TRUST_PROXY), idle keep-alive connections are left to it:
 * nginx lets them go before Node would (deploy/nginx.conf), and closing one here could cut a
 * request nginx is sending on it at that moment, a POST nginx does not send again (a 502 during
 * a rolling restart). One that still carries a request is answered, with `Connection: close`.
 * Otherwise they are closed at once and as requests end (a browser sends again a request cut
 * that way), so that a stop does not wait for a client's idle connections.
 */
async function closeServer(): Promise<void> {
  const behindProxy = production && Boolean(config.TRUST_PROXY);
  const closed = new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => (error ? reject(error) : resolve());
    // http.Server's own close() first closes every idle connection; net.Server's only stops listening.
    if (behindProxy) NetServer.prototype.close.call(server, done);
    else server.close(done);
  });
  const sweep = behindProxy ? undefined : setInterval(() => server.closeIdleConnections(), 250);
  const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    log.info(`[server] ${signal}: no new connections; finishing requests in flight`);
    let code = 0;
    try {
      // Only once every answered request is out may the outbox and the database close.
      await closeServer();
    } catch (error) {
      log.error({ err: error }, "[server] closing connections failed");
      code = 1;
    }
    try {
      await app.shutdown();
      await closeVite();
    } catch (error) {
      log.error({ err: error }, "[server] shutdown failed");
      code = 1;
    }
    log.info(`[server] stopped${code ? " with errors" : ""}`);
    // Every line out first (they are written in the background), unless the reader is stuck.
    await Promise.race([app.logsWritten(), delay(LOG_WRITE_GRACE_MS)]);
    process.exit(code);
  });
}

/** What a newcomer needs when nobody can sign in yet (the embedded database is locked while the site runs). */
function firstAccountHint(address: string): string {
  return [
    "",
    "  No back-office account yet. Stop the site (Ctrl+C), make the first one, start it again:",
    `    printf '%s\\n' "$PASSWORD" | npm run users -- add USERNAME --password-stdin --email you@example.com`,
    `  then sign in at ${address}/admin`,
    "",
  ].join("\n");
}
