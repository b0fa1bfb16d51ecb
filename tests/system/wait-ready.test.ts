import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * The readiness wait of the systemd unit's ExecStartPost and of deploy/upgrade.sh: bounded, and
 * one line that says why when the instance never became ready. (The ready case runs in
 * tests/system/upgrade.test.ts, for every instance start.)
 */
const wait = (...args: string[]) =>
  spawnSync(process.execPath, ["scripts/wait-ready.mjs", ...args], { encoding: "utf8" });

describe("scripts/wait-ready.mjs", () => {
  it("gives up on a port nobody answers on within its bound, with one line", () => {
    const started = Date.now();
    const result = wait("4230", "--timeout", "2");
    const seconds = (Date.now() - started) / 1_000;
    expect(result.status).toBe(1);
    expect(result.stderr).toBe("port 4230: not ready within 2 s (last: ECONNREFUSED)\n");
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThan(10);
  });

  it("refuses a call without a port with its usage and status 2", () => {
    const result = wait("--timeout", "5");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Usage: node scripts/wait-ready.mjs PORT");
  });
});
