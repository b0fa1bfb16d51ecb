import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { connect, createServer } from "node:net";
import { dirname, resolve } from "node:path";
import { componentLogger } from "~/platform/runtime/logger.server";

const log = componentLogger("db");

/**
 * PGlite lets a second process open the same directory without error and then loses rows
 * silently, so one process at a time holds the directory.
 *
 * On Linux the lock is a socket in the abstract namespace named after the directory: binding it
 * is atomic and exclusive, and the kernel releases it when its process ends, even on kill -9, so
 * there is no stale lock to take over and no race in taking it over (a PID file was taken by two
 * starters in 1 of 55 trials). Elsewhere proper-lockfile's mkdir lock stands in (a lock left by a
 * killed process is taken over once it is 15 s old).
 */
export async function acquireDirectoryLock(dataDir: string): Promise<() => Promise<void>> {
  const path = resolve(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  if (process.platform !== "linux") return acquireWithLockfile(path, dataDir);

  const name = `\0procelia-pglite-${createHash("sha256").update(path).digest("hex").slice(0, 40)}`;
  // Whoever asks is told which process holds the directory.
  const server = createServer((socket) => socket.end(String(process.pid)));
  try {
    await new Promise<void>((done, fail) => {
      server.once("error", fail);
      server.listen(name, () => done());
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    throw alreadyUsed(dataDir, await askOwner(name));
  }
  server.unref();
  return () => new Promise<void>((done) => server.close(() => done()));
}

function alreadyUsed(dataDir: string, owner: string): Error {
  return new Error(
    `The embedded database in ${dataDir} is already used by process ${owner}. ` +
      "PGlite cannot be shared between processes: stop that process, or use another DATA_DIR, or set DATABASE_URL to a PostgreSQL server.",
  );
}

function askOwner(name: string): Promise<string> {
  return new Promise((done) => {
    let answer = "";
    const socket = connect(name);
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("close", () => done(answer.trim() || "(unknown)"));
    socket.on("error", () => {});
  });
}

async function acquireWithLockfile(path: string, dataDir: string): Promise<() => Promise<void>> {
  const { lock } = await import("proper-lockfile");
  try {
    return await lock(path, {
      realpath: false,
      lockfilePath: `${path}.lock`,
      stale: 15_000,
      update: 3_000,
      onCompromised: (error) => {
        log.fatal({ dataDir, err: error }, "lost the embedded database lock: stopping");
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw alreadyUsed(dataDir, "another");
    throw error;
  }
}
