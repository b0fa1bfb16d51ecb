import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migratedDataDir } from "./server";

/** The operator's tools behave as one kind: help, wrong calls, failures, the Node they need. */
const dataDir = migratedDataDir();
afterAll(() => rmSync(dirname(dataDir), { recursive: true, force: true }));

function run(command: string, env: Record<string, string> = {}) {
  const started = performance.now();
  const result = spawnSync("sh", ["-c", command], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...env },
    encoding: "utf8",
  });
  return {
    code: result.status,
    out: result.stdout,
    err: result.stderr,
    ms: Math.round(performance.now() - started),
  };
}

const TOOLS = ["users", "leads", "db:copy-to-postgres", "doctor"] as const;

describe("the command-line tools", () => {
  for (const tool of TOOLS) {
    it(`npm run ${tool} -- --help answers with the usage and the database settings, status 0`, () => {
      const help = run(`npm run -s ${tool} -- --help`);
      console.log(`npm run ${tool} -- --help: ${help.ms} ms`);
      expect(help.code).toBe(0);
      expect(help.out).toContain("Usage:");
      expect(help.out).toContain("DATABASE_URL");
      expect(help.out).toContain("DATA_DIR");
    });

    it(`npm run ${tool} with an unknown option prints the usage, status 2`, () => {
      const wrong = run(`npm run -s ${tool} -- --colour`);
      expect(wrong.code).toBe(2);
      expect(wrong.err).toContain("--colour");
      expect(wrong.err).toContain("Usage:");
    });
  }

  it("an unknown command or a bad date is a wrong call (2); a correct call that fails is one line (1)", () => {
    const unknown = run("npm run -s users -- promote claire");
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "promote"');
    expect(unknown.err).toContain("npm run users -- add");

    const badDate = run("npm run -s leads -- list --since yesterday");
    expect(badDate.code).toBe(2);
    expect(badDate.err).toContain("--since must be a date");

    const missing = run("npm run -s users -- enable nobody");
    expect(missing.code).toBe(1);
    expect(missing.err.trim()).toBe('Error: No account "nobody".');

    const noTarget = run("npm run -s db:copy-to-postgres");
    expect(noTarget.code).toBe(1);
    expect(noTarget.err.trim().split("\n")).toHaveLength(1);
  });

  it("a developer's call runs the tool from its TypeScript source (tsx), without a build", () => {
    // The suite runs the bundle (CLI_FROM_BUILD, vitest.system.config.ts), as a server does; a
    // checkout's `npm run users` compiles the source, so an edit shows without `npm run build`.
    const fromSource = run("npm run -s users -- list", { CLI_FROM_BUILD: "" });
    expect(fromSource.err).toBe("");
    expect(fromSource.code).toBe(0);
    expect(fromSource.out).toContain("account(s)");
  });

  it("every entry refuses an older Node with one line that says what to do", () => {
    // These machines' own Node is older than the project's (which npm ci installs).
    const system = run("/usr/bin/node --version");
    expect(Number(system.out.replace("v", "").split(".")[0])).toBeLessThan(24);
    for (const entry of [
      "scripts/start.mjs",
      "scripts/cli-launcher.mjs users list",
      "scripts/test.mjs",
    ]) {
      const refused = run(`/usr/bin/node ${entry}`);
      expect(refused.code, entry).toBe(1);
      const lines = refused.err.trim().split("\n");
      expect(lines, entry).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Procelia needs Node\.js 24\.11 or later, and this is Node\.js 20\./,
      );
      expect(lines[0]).toContain("--ignore-scripts is not supported");
    }
  });
});
