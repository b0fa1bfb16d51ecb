import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clockOffsetMs, now, onClockMove } from "./clock.server";
import { env, resetEnvCache } from "./env.server";

const saved = { ...process.env };
let dir = "";
let file = "";

/** The settings as the server reads them, with these values (and no test clock unless given). */
function settings(values: Record<string, string>) {
  process.env = { ...saved };
  delete process.env.TEST_CLOCK_FILE;
  delete process.env.PUBLIC_SITE_URL;
  Object.assign(process.env, values);
  resetEnvCache();
}

/** As a test moves the clock: the new offset renamed into place. */
function writeOffset(ms: number | string) {
  writeFileSync(`${file}.new`, String(ms));
  renameSync(`${file}.new`, file);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "procelia-clock-test-"));
  file = path.join(dir, "offset-ms");
});
afterEach(() => {
  process.env = saved;
  resetEnvCache();
  rmSync(dir, { recursive: true, force: true });
});

describe("the server's clock", () => {
  it("is the wall clock when TEST_CLOCK_FILE is not set, as on a live site", () => {
    settings({ PUBLIC_SITE_URL: "https://www.procelia.be" });
    expect(clockOffsetMs()).toBe(0);
    const before = Date.now();
    const read = now().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });

  it("moves by the file's milliseconds, read again at each use", () => {
    settings({ PUBLIC_SITE_URL: "http://127.0.0.1:4850", TEST_CLOCK_FILE: file });
    writeOffset(0);
    expect(clockOffsetMs()).toBe(0);
    writeOffset(3_600_000);
    expect(clockOffsetMs()).toBe(3_600_000);
    const read = now().getTime() - Date.now();
    expect(read).toBeGreaterThan(3_599_000);
    expect(read).toBeLessThanOrEqual(3_600_000);
    writeOffset(-60_000);
    expect(clockOffsetMs()).toBe(-60_000);
  });

  it("says which file is missing or holds something else than milliseconds", () => {
    settings({ PUBLIC_SITE_URL: "http://localhost:4850", TEST_CLOCK_FILE: file });
    expect(() => now()).toThrow(`TEST_CLOCK_FILE (${file}) cannot be read: ENOENT`);
    writeOffset("1 hour");
    expect(() => now()).toThrow(`TEST_CLOCK_FILE (${file}) must hold whole milliseconds`);
  });

  it("tells a listener when a test moves it, until it stops listening", async () => {
    settings({ PUBLIC_SITE_URL: "http://[::1]:4850", TEST_CLOCK_FILE: file });
    writeOffset(0);
    let moves = 0;
    const stop = onClockMove(() => {
      moves += 1;
    });
    try {
      // The file is looked at every 100 ms: give the first look time to take its reference.
      await new Promise((resolve) => setTimeout(resolve, 300));
      writeOffset(90_000);
      await expect.poll(() => moves, { timeout: 5_000 }).toBe(1);
    } finally {
      stop();
    }
    writeOffset(180_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(moves).toBe(1);
  });

  it("has nothing to watch on a live site", () => {
    settings({ PUBLIC_SITE_URL: "https://www.procelia.be" });
    const stop = onClockMove(() => {
      throw new Error("no clock to move");
    });
    stop();
  });

  it("refuses TEST_CLOCK_FILE unless the public address is on this machine", () => {
    settings({ PUBLIC_SITE_URL: "https://www.procelia.be", TEST_CLOCK_FILE: file });
    expect(() => env()).toThrow(
      "TEST_CLOCK_FILE: for tests only, accepted when PUBLIC_SITE_URL is on this machine (localhost, 127.0.0.1, ::1), not https://www.procelia.be: remove it from the site's settings",
    );
    // Nor on the default address, when PUBLIC_SITE_URL is not set at all.
    settings({ TEST_CLOCK_FILE: file });
    expect(() => env()).toThrow(/^Invalid environment: TEST_CLOCK_FILE: for tests only/);
    for (const origin of ["http://127.0.0.1:4635", "http://localhost:4637", "http://[::1]:3000"]) {
      settings({ PUBLIC_SITE_URL: origin, TEST_CLOCK_FILE: file });
      expect(env().TEST_CLOCK_FILE, origin).toBe(file);
    }
  });
});
