// Builds the site (unless --no-build) and starts it on loopback with its own embedded database.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { env, log, options, resultsDir, root } from "./context.mjs";
import { waitFor200 } from "./http.mjs";
import { freePort, onCleanup, runToLog, startChild } from "./processes.mjs";

export async function build() {
  const built = existsSync(join(root, "build/server/index.js"));
  if (!options.build && built) {
    log("--no-build: reusing the existing build/");
    return;
  }
  const logFile = join(resultsDir, "build.log");
  const result = await runToLog("npm", ["run", "build"], { cwd: root, env, logFile });
  if (result.code !== 0) {
    console.error(result.tail.slice(-40).join("\n"));
    throw new Error(`npm run build failed (exit ${result.code ?? result.signal}); log: ${logFile}`);
  }
}

export async function startSite(tmp) {
  const port = await freePort(options.port);
  const dataDir = join(tmp, "pglite");
  const siteEnv = { ...env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production" };
  delete siteEnv.DATABASE_URL; // the embedded database in DATA_DIR, never a configured server
  const logFile = join(resultsDir, "server.log");
  writeFileSync(logFile, "");
  const child = startChild(process.execPath, ["scripts/start.mjs", "--no-env-file"], {
    cwd: root,
    env: siteEnv,
    logFile,
  });
  onCleanup(async () => {
    await child.stop();
    log("site server stopped");
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${base}/`, {
      timeoutMs: options.startTimeout * 1000,
      isDead: () => child.exitCode !== null,
    });
  } catch (error) {
    console.error(child.logTail.slice(-30).join("\n"));
    throw new Error(`the site did not start: ${error.message}; log: ${logFile}`);
  }
  log(`site up at ${base} (pid ${child.pid}, DATA_DIR ${dataDir})`);
  return { base, port, pid: child.pid, stop: () => child.stop() };
}
