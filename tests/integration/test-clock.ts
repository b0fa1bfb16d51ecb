import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetEnvCache } from "../../app/platform/runtime/env.server";

/**
 * The file TEST_CLOCK_FILE names (app/platform/runtime/clock.server.ts): the milliseconds the
 * server adds to its time, so a test moves it on instead of waiting. Starts at 0.
 */
export function testClockFile(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `procelia-clock-${name}-`));
  const file = path.join(dir, "offset-ms");
  let offset = 0;
  const write = () => {
    // Renamed into place: the server never reads it half-written.
    writeFileSync(`${file}.new`, String(offset));
    renameSync(`${file}.new`, file);
  };
  write();
  return {
    file,
    /** Moves the clock `ms` on; the server reads it at its next use, a timer within 100 ms. */
    move(ms: number) {
      offset += ms;
      write();
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * This process's app on a movable clock until `stop()`, which puts the settings back. The
 * address is on this machine, as the server requires with TEST_CLOCK_FILE.
 */
export function movableClock(name: string) {
  const clock = testClockFile(name);
  const site = process.env.PUBLIC_SITE_URL;
  Object.assign(process.env, {
    PUBLIC_SITE_URL: "http://127.0.0.1:4850",
    TEST_CLOCK_FILE: clock.file,
  });
  resetEnvCache();
  return {
    move: clock.move,
    stop() {
      delete process.env.TEST_CLOCK_FILE;
      if (site === undefined) delete process.env.PUBLIC_SITE_URL;
      else process.env.PUBLIC_SITE_URL = site;
      resetEnvCache();
      clock.remove();
    },
  };
}
