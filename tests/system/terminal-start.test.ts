import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import { testNodeFlags } from "../node-processes";
import { freePort, tempDataDir } from "./server";

/**
 * A newcomer runs `npm start` in a terminal: readable log lines and the site's address on a line
 * of its own, not JSON. (Off a terminal, under systemd, every line is JSON: production-log.test.)
 * `script` gives the server a pseudo-terminal, as a person's shell would.
 */
const SCRIPT = "/usr/bin/script";
let stop = () => {};
afterAll(() => stop());

it.runIf(existsSync(SCRIPT))(
  "prints readable lines and the address alone on a terminal",
  async () => {
    const port = await freePort();
    const child = spawn(
      SCRIPT,
      ["-qfec", `${process.execPath} ${testNodeFlags.join(" ")} server/index.ts`, "/dev/null"],
      {
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          DATA_DIR: tempDataDir(),
        },
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    stop = () => child.kill("SIGTERM");
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    const address = `http://localhost:${port}`;
    // Until the last line of the block for a person (its sign-in address): the log line just
    // before it names the address too, and at load 9 the test once read the output between them.
    for (let i = 0; i < 600 && !output.includes(`${address}/admin`); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colours are what is removed.
    const lines = output.replace(/\u001b\[[0-9;]*m/g, "").split(/\r?\n/);
    expect(lines).toContain(`  The site is running at ${address}`);
    expect(lines.filter((line) => line.trimStart().startsWith("{"))).toEqual([]);
    expect(lines.some((line) => /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: /.test(line))).toBe(true);

    // A new database has no account: the start says how to make the first one, and where to sign in.
    expect(lines).toContain(
      "  No back-office account yet. Stop the site (Ctrl+C), make the first one, start it again:",
    );
    expect(lines).toContain(`  then sign in at ${address}/admin`);

    // Which release runs: package.json's version and the commit the build was made from.
    const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    const commit = execFileSync("git", ["rev-parse", "--short=12", "HEAD"], {
      encoding: "utf8",
    }).trim();
    const health = (await (await fetch(`${address}/healthz`)).json()) as { build: string };
    expect(health.build).toBe(`${version}+${commit}`);
    expect(lines.some((line) => line.includes(`(release ${version}+${commit})`))).toBe(true);
  },
);
