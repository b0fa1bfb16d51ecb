import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * deploy/procelia.service as systemd reads it (.ci/run installs systemd-analyze): every
 * directive known, and the hardening the operations guide promises, by systemd's own exposure score.
 */
const analyze = "/usr/bin/systemd-analyze";
const dir = mkdtempSync(join(tmpdir(), "procelia-unit-"));
// An instance of the template, as `systemctl enable procelia@3001` would load it, installed at
// this checkout's path so that systemd finds the Node the project brings (node_modules/.bin/node).
const unit = join(dir, "procelia@3001.service");
writeFileSync(
  unit,
  readFileSync("deploy/procelia.service", "utf8").replaceAll(
    "/opt/procelia/current",
    process.cwd(),
  ),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(existsSync(analyze))("the systemd unit", () => {
  it("has no directive systemd does not know or cannot parse", () => {
    const verified = spawnSync(analyze, ["verify", "--man=no", unit], { encoding: "utf8" });
    expect(verified.status).toBe(0);
    expect(verified.stderr.trim()).toBe("");
  });

  it("starts the site with Node 24 LTS, the one the project installs", () => {
    const exec = readFileSync(unit, "utf8").match(/^ExecStart=(\S+)/m)?.[1] ?? "";
    const version = spawnSync(exec, ["--version"], { encoding: "utf8" });
    expect(version.stdout.trim()).toMatch(/^v24\./);
  });

  it("counts as started only once its instance is ready, within a bound", () => {
    const unitText = readFileSync(unit, "utf8");
    const post = unitText.match(/^ExecStartPost=(.*)$/m)?.[1] ?? "";
    expect(post).toContain("scripts/wait-ready.mjs %i");
    expect(unitText).toMatch(/^WorkingDirectory=/m);
    // The line as systemd runs it for an instance nobody answers on, with a shorter bound.
    const [command = "", ...args] = post.replaceAll("%i", "4232").split(/\s+/);
    const workingDirectory = unitText.match(/^WorkingDirectory=(.*)$/m)?.[1];
    const waited = spawnSync(command, [...args, "--timeout", "1"], {
      cwd: workingDirectory,
      encoding: "utf8",
    });
    expect(waited.status).toBe(1);
    expect(waited.stderr).toBe("port 4232: not ready within 1 s (last: ECONNREFUSED)\n");
  });

  it("runs with an exposure level systemd rates OK (2 or less out of 10)", () => {
    const security = spawnSync(analyze, ["security", "--offline=yes", unit], {
      encoding: "utf8",
    });
    const score = Number(security.stdout.match(/Overall exposure level for .*: ([\d.]+)/)?.[1]);
    expect(score).toBeLessThanOrEqual(2);
  });
});
