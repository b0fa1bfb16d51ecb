import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * deploy/procelia.service as systemd reads it (.ci/run installs systemd-analyze): every
 * directive known, and the hardening the README promises, by systemd's own exposure score.
 */
const analyze = "/usr/bin/systemd-analyze";
const dir = mkdtempSync(join(tmpdir(), "procelia-unit-"));
// An instance of the template, as `systemctl enable procelia@3001` would load it.
const unit = join(dir, "procelia@3001.service");
copyFileSync("deploy/procelia.service", unit);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(existsSync(analyze))("the systemd unit", () => {
  it("has no directive systemd does not know or cannot parse", () => {
    const verified = spawnSync(analyze, ["verify", "--man=no", unit], { encoding: "utf8" });
    expect(verified.status).toBe(0);
    expect(verified.stderr.trim()).toBe("");
  });

  it("runs with an exposure level systemd rates OK (2 or less out of 10)", () => {
    const security = spawnSync(analyze, ["security", "--offline=yes", unit], {
      encoding: "utf8",
    });
    const score = Number(security.stdout.match(/Overall exposure level for .*: ([\d.]+)/)?.[1]);
    expect(score).toBeLessThanOrEqual(2);
  });
});
