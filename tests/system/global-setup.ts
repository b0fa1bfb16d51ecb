import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { testNodeFlags } from "../node-processes";
import { freePort } from "./server";

/**
 * One production server on a fresh embedded database, shared by the files that only send it
 * requests (tests/system/shared-server.ts): each start of the built server costs seconds of CPU.
 * Started here without waiting, so the first files start meanwhile; its output goes to a file
 * the tests read.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "procelia-shared-"));
  const log = join(dir, "server.log");
  const out = createWriteStream(log);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...testNodeFlags, join(process.cwd(), "server/index.ts")],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        CONTACT_RATE_LIMIT: "100000",
        DATA_DIR: join(dir, "pglite"),
        DATABASE_URL: undefined,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  project.provide("sharedServer", { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, log });
  return async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    out.end();
    rmSync(dir, { recursive: true, force: true });
  };
}
