import { type SpawnSyncReturns, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { linkCheckout } from "./linked-checkout";

/**
 * What deploy/upgrade.sh and deploy/rollback.sh refuse before they touch anything: a wrong call,
 * a second run at the same time, nothing to roll back to, a build that no longer matches its
 * sources. (Upgrades and rollbacks themselves: tests/system/upgrade.test.ts.)
 */
const work = mkdtempSync(join(tmpdir(), "procelia-deploy-scripts-"));
const root = join(work, "opt");
mkdirSync(join(root, "releases"), { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

const run = (script: string, ...args: string[]): SpawnSyncReturns<string> =>
  spawnSync(join("deploy", script), [...args, "--root", root, "--ports", "4231"], {
    encoding: "utf8",
  });

describe("the deploy scripts' refusals", () => {
  it("answer --help with their options, and a wrong call with the usage and status 2", () => {
    const help = run("upgrade.sh", "--help");
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("--from DIR");
    expect(help.stdout).toContain("--ref REF");
    for (const [script, args] of [
      ["upgrade.sh", ["--bogus"]],
      ["upgrade.sh", []],
      ["upgrade.sh", ["--from", ".", "--ref", "HEAD"]],
      ["rollback.sh", ["--settle", "soon"]],
    ] as const) {
      const wrong = run(script, ...args);
      expect(wrong.status, `${script} ${args.join(" ")}`).toBe(2);
      expect(wrong.stderr).toContain("Usage: deploy/");
    }
  });

  it("refuse a rollback when no release ran before, in one line", () => {
    const rolled = run("rollback.sh");
    expect(rolled.status).toBe(1);
    expect(rolled.stderr).toBe(
      `rollback: no previous release to go back to (${root}/previous is not set)\n`,
    );
  });

  it("run one at a time", async () => {
    // Another upgrade holds the lock for a while.
    const holder = spawn("flock", [join(root, ".deploy.lock"), "sleep", "3"]);
    const released = new Promise((resolve) => holder.once("exit", resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = run("rollback.sh");
    await released;
    expect(second.status).toBe(1);
    expect(second.stderr).toBe(
      `rollback: another upgrade or rollback is running (lock ${root}/.deploy.lock)\n`,
    );
  });

  it("refuse a prebuilt folder whose build no longer matches its sources, and keep nothing of it", () => {
    const copy = join(work, "edited");
    linkCheckout(process.cwd(), copy);
    // An edit after the build (a new file: the checkout's own files stay as they are).
    writeFileSync(join(copy, "content/blog/fr/edited-after-the-build.md"), "---\n---\n");
    const upgraded = run("upgrade.sh", "--from", copy, "--prebuilt", "--link");
    expect(upgraded.status).toBe(1);
    expect(upgraded.stderr).toBe(
      `upgrade: ${copy}: The sources changed since the last build (build it, or leave out --prebuilt)\n`,
    );
    expect(readdirSync(join(root, "releases"))).toEqual([]);
  });
});
