import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

/**
 * The backup and restore-test units of deploy/ as systemd reads them: every directive known, the
 * timers pointing at their services, the same hardening as the site's unit, and the tools they
 * start answering from this checkout (installed at /opt/procelia/current on a server).
 */
const analyze = "/usr/bin/systemd-analyze";
const dir = mkdtempSync(join(tmpdir(), "procelia-backup-units-"));
const UNITS = [
  "procelia-backup.service",
  "procelia-backup.timer",
  "procelia-restore-test.service",
  "procelia-restore-test.timer",
  "procelia-base-backup.service",
  "procelia-base-backup.timer",
];
for (const name of UNITS) {
  const text = readFileSync(`deploy/${name}`, "utf8").replaceAll(
    "/opt/procelia/current",
    process.cwd(),
  );
  writeFileSync(join(dir, name), text);
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const needAnalyze = () => {
  if (!existsSync(analyze))
    throw new Error(`${analyze} is missing: apt-get install systemd (.ci/run does).`);
};

it("has no directive systemd does not know, and each timer starts its service", () => {
  needAnalyze();
  for (const name of UNITS) {
    const verified = spawnSync(analyze, ["verify", "--man=no", join(dir, name)], {
      encoding: "utf8",
    });
    expect(verified.stderr.trim(), name).toBe("");
    expect(verified.status, name).toBe(0);
  }
  // A timer starts the service of its own name: nothing else to configure.
  for (const timer of UNITS.filter((name) => name.endsWith(".timer"))) {
    expect(existsSync(join(dir, timer.replace(/\.timer$/, ".service")))).toBe(true);
    expect(readFileSync(join(dir, timer), "utf8")).toMatch(/^Persistent=true$/m);
  }
});

it("runs the backups with an exposure level systemd rates OK (2 or less out of 10)", () => {
  needAnalyze();
  for (const name of UNITS.filter((unit) => unit.endsWith(".service"))) {
    const security = spawnSync(analyze, ["security", "--offline=yes", join(dir, name)], {
      encoding: "utf8",
    });
    const score = Number(security.stdout.match(/Overall exposure level for .*: ([\d.]+)/)?.[1]);
    expect(score, name).toBeLessThanOrEqual(2);
  }
});

it("starts the project's commands, which answer with their usage", () => {
  for (const name of ["procelia-backup.service", "procelia-restore-test.service"]) {
    const exec = readFileSync(join(dir, name), "utf8").match(/^ExecStart=(.+)$/m)?.[1] ?? "";
    const [node = "", ...args] = exec.split(" ");
    const help = spawnSync(node, [...args, "--help"], { encoding: "utf8", cwd: process.cwd() });
    expect(help.status, name).toBe(0);
    expect(help.stdout, name).toContain("Usage:");
  }
});

it("backup, restore and restore-test follow the tools' conventions: --help names the settings, a wrong call exits 2", () => {
  for (const name of ["backup", "restore", "restore-test"]) {
    const help = spawnSync(process.execPath, ["scripts/cli-launcher.mjs", name, "--help"], {
      encoding: "utf8",
    });
    expect(help.status, name).toBe(0);
    expect(help.stdout, name).toContain("DATABASE_URL");
    expect(help.stdout, name).toContain("DATA_DIR");
    const bundle = `build/cli/${name}.js`;
    if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build first.`);
    const wrong = spawnSync(process.execPath, [bundle, "--colour"], { encoding: "utf8" });
    expect(wrong.status, name).toBe(2);
    expect(wrong.stderr, name).toContain("Unknown option '--colour'");
    expect(wrong.stderr, name).toContain("Usage:");
  }
});
