import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDirectoryLock } from "~/data/pglite-lock.server";

let other: ChildProcess | undefined;
afterEach(() => other?.kill("SIGKILL"));

describe("embedded database lock", () => {
  it("refuses a second process with a clear message", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "lock-")), "pglite");
    other = spawn("sleep", ["30"]);
    writeFileSync(`${dir}.lock`, String(other.pid));
    expect(() => acquireDirectoryLock(dir)).toThrow(/already used by process \d+.*DATABASE_URL/s);
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "lock-")), "pglite");
    other = spawn("sleep", ["30"]);
    const pid = other.pid;
    writeFileSync(`${dir}.lock`, String(pid));
    other.kill("SIGKILL");
    await new Promise((resolve) => other?.once("exit", resolve));
    const release = acquireDirectoryLock(dir);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("lets the same process release and take it again", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "lock-")), "pglite");
    acquireDirectoryLock(dir)();
    acquireDirectoryLock(dir)();
  });
});
