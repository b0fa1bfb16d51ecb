import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
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
    const child = spawn(SCRIPT, ["-qfec", `${process.execPath} server/index.ts`, "/dev/null"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: tempDataDir(),
      },
      stdio: ["pipe", "pipe", "pipe"],
    });
    stop = () => child.kill("SIGTERM");
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    const address = `http://localhost:${port}`;
    for (let i = 0; i < 600 && !output.includes(address); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colours are what is removed.
    const lines = output.replace(/\u001b\[[0-9;]*m/g, "").split(/\r?\n/);
    expect(lines).toContain(`  The site is running at ${address}`);
    expect(lines.filter((line) => line.trimStart().startsWith("{"))).toEqual([]);
    expect(lines.some((line) => /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: /.test(line))).toBe(true);
  },
);
