import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acquireDirectoryLock } from "~/platform/database/pglite-lock.server";

/** The lock module bundled once, so that each racing child starts in milliseconds. */
let childScript: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  // Inside the project, so that the bundle's packages (pino) resolve from its node_modules.
  const cache = join(process.cwd(), "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, "lock-script-"));
  const lockModule = join(dir, "lock.mjs");
  await build({
    entryPoints: ["app/platform/database/pglite-lock.server.ts"],
    outfile: lockModule,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    alias: { "~": "./app" },
    logLevel: "warning",
  });
  childScript = `
    const { acquireDirectoryLock } = await import(${JSON.stringify(lockModule)});
    try {
      await acquireDirectoryLock(process.argv[1]);
      console.log("held");
      setTimeout(() => process.exit(0), Number(process.argv[2] ?? 30000));
    } catch (error) {
      console.log("refused: " + error.message);
      process.exit(0);
    }`;
});
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

/**
 * Starts a process that tries to take the lock; resolves with its first line. One that dies
 * before it answers (seen once on a loaded machine, with nothing printed) never reached the lock:
 * it is started again, once, and what it wrote to stderr is printed.
 */
function contender(
  dir: string,
  holdMs = 30_000,
  retries = 1,
): { child: ChildProcess; answer: Promise<string> } {
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", childScript, dir, String(holdMs)],
    { cwd: process.cwd() },
  );
  children.push(child);
  const answer = new Promise<string>((resolve) => {
    let out = "";
    let err = "";
    child.stdout?.on("data", (chunk) => {
      out += chunk;
      if (out.includes("\n")) resolve(out.trim());
    });
    child.stderr?.on("data", (chunk) => {
      err += chunk;
    });
    child.once("exit", (code, signal) => {
      // Killed (by the test or at its end): no new contender.
      if (out.trim() !== "" || retries === 0 || signal !== null) return resolve(out.trim());
      console.warn(`a contender died before answering (${code ?? signal}): ${err.trim()}`);
      resolve(contender(dir, holdMs, retries - 1).answer);
    });
  });
  return { child, answer };
}

const tempDir = () => join(mkdtempSync(join(tmpdir(), "lock-")), "pglite");

describe("embedded database lock", () => {
  it("refuses a second process with a clear message naming the holder", async () => {
    const dir = tempDir();
    const holder = contender(dir);
    expect(await holder.answer).toBe("held");
    await expect(acquireDirectoryLock(dir)).rejects.toThrow(
      new RegExp(`already used by process ${holder.child.pid}.*DATABASE_URL`, "s"),
    );
  });

  it("is free again the moment its holder is killed", async () => {
    const dir = tempDir();
    const holder = contender(dir);
    expect(await holder.answer).toBe("held");
    holder.child.kill("SIGKILL");
    await new Promise((resolve) => holder.child.once("exit", resolve));
    const release = await acquireDirectoryLock(dir);
    await release();
  });

  it("lets the same process release and take it again", async () => {
    const dir = tempDir();
    await (await acquireDirectoryLock(dir))();
    await (await acquireDirectoryLock(dir))();
  });

  // 260 processes: on a machine busy with the other test stages they take more than the default.
  it("gives it to exactly one of 12 processes starting at once after a crash, every time", {
    timeout: 120_000,
  }, async () => {
    for (let round = 0; round < 20; round++) {
      const dir = tempDir();
      // The previous holder was killed: whatever it left behind must not let two in.
      const crashed = contender(dir);
      expect(await crashed.answer).toBe("held");
      crashed.child.kill("SIGKILL");
      await new Promise((resolve) => crashed.child.once("exit", resolve));
      // Held until every contender answered: a slow starter on a busy machine must still find
      // the winner there (with a fixed hold of 5 s, one came after it had left, at load 16).
      const answers = await Promise.all(Array.from({ length: 12 }, () => contender(dir).answer));
      for (const child of children) child.kill("SIGKILL");
      expect(
        answers.filter((answer) => answer === "held"),
        `round ${round}`,
      ).toHaveLength(1);
      expect(
        answers.filter((answer) => answer.startsWith("refused")),
        `round ${round}: ${JSON.stringify(answers)}`,
      ).toHaveLength(11);
    }
  });
});
