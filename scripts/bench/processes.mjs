// Child processes and cleanup for the benchmark: every server started here is stopped at the
// end, on error and on Ctrl-C (SIGINT/SIGTERM), by its own process id.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { createServer } from "node:net";

/** Cleanup steps, run last-registered first. */
const cleanups = [];
/** Process-group ids of live detached children, for the synchronous last resort on exit. */
const liveGroups = new Set();

export function onCleanup(fn) {
  cleanups.push(fn);
  return () => {
    const index = cleanups.indexOf(fn);
    if (index !== -1) cleanups.splice(index, 1);
  };
}

let cleaning = null;
/** Runs every cleanup step once; concurrent callers share the same run. */
export function cleanupAll() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const fn = cleanups.pop();
      try {
        await fn();
      } catch (error) {
        console.error(`[bench] cleanup step failed: ${error?.message ?? error}`);
      }
    }
  })();
  return cleaning;
}

let interrupted = false;
export const wasInterrupted = () => interrupted;
export function installSignalHandlers() {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n[bench] ${signal}: stopping the servers`);
      cleanupAll().finally(() => process.exit(130));
    });
  }
  // Last resort when the process ends without the async cleanup (uncaught error, process.exit).
  process.on("exit", () => {
    for (const pgid of liveGroups) {
      try {
        process.kill(-pgid, "SIGKILL");
      } catch {}
    }
  });
}

/**
 * Starts a detached child (its own process group, so a terminal Ctrl-C reaches the benchmark,
 * which then stops the child cleanly). Output goes to logFile when given.
 */
export function startChild(command, args, { env, cwd, logFile, stdout = "log" } = {}) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  liveGroups.add(child.pid);
  const exited = once(child, "exit").then(([code, signal]) => {
    liveGroups.delete(child.pid);
    return { code, signal };
  });
  child.exitedPromise = exited;
  const log = logFile ? createWriteStream(logFile, { flags: "a" }) : null;
  child.logTail = [];
  const keep = (chunk) => {
    log?.write(chunk);
    child.logTail.push(...chunk.toString().split("\n").filter(Boolean));
    if (child.logTail.length > 60) child.logTail.splice(0, child.logTail.length - 60);
  };
  if (stdout === "log") child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  exited.then(() => log?.end());
  child.stop = () => stopChild(child);
  return child;
}

/** SIGTERM to the child's process group, SIGKILL after graceMs. */
export async function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
  }, graceMs);
  await child.exitedPromise;
  clearTimeout(timer);
}

/** Runs a command to completion (not detached: Ctrl-C reaches it too), output to logFile. */
export async function runToLog(command, args, { env, cwd, logFile }) {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  const log = createWriteStream(logFile);
  const tail = [];
  const keep = (chunk) => {
    log.write(chunk);
    tail.push(...chunk.toString().split("\n"));
    if (tail.length > 80) tail.splice(0, tail.length - 80);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const removeCleanup = onCleanup(async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  });
  const [code, signal] = await once(child, "exit");
  removeCleanup();
  await new Promise((resolve) => log.end(resolve));
  return { code, signal, tail: tail.filter(Boolean) };
}

/** The preferred port when nothing listens on it, else a free port chosen by the system. */
export async function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(null));
      // No host: the site's server listens on every interface, so check the same way.
      server.listen(port, () => {
        const { port: chosen } = server.address();
        server.close(() => resolve(chosen));
      });
    });
  return (preferred && (await tryPort(preferred))) || (await tryPort(0));
}
