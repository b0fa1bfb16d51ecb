import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A clock a spec moves forward instead of waiting in real time (a scheduled article, the step-up
 * window). The server reads the offset, in milliseconds, from the file TEST_CLOCK_FILE names and
 * adds it to its time where time decides something (app/runtime/clock.server.ts, to be written
 * in app/: see docs/decisions/036-a-faster-test-suite.md). Give `env` to the spec's server.
 */
export function movableClock(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `procelia-clock-${name}-`));
  const file = path.join(dir, "offset-ms");
  let offset = 0;
  writeFileSync(file, "0");
  return {
    env: { TEST_CLOCK_FILE: file },
    /** The server's time now, as the server sees it. */
    now: () => new Date(Date.now() + offset),
    /** Moves the server's clock `ms` milliseconds on; it takes effect at its next look. */
    advance(ms: number) {
      offset += ms;
      writeFileSync(file, String(offset));
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
