// npm start: serves the production build, building it first when there is none. Reads .env when
// it exists (the real environment wins); `--no-env-file` skips it (the test suites pass it).
import "./node-guard.mjs";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const BUILD_LOG = "node_modules/.cache/procelia/build.log";

if (!process.argv.includes("--no-env-file") && existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";

/**
 * On a terminal, the build's 150 lines (one per prerendered file) are kept in a log file and
 * summed up in two lines; elsewhere (CI, a service) they are printed as they come.
 */
async function build() {
  const quiet = process.stdout.isTTY;
  const started = Date.now();
  if (quiet) console.log("Building the site (about a minute on a first start)...");
  else console.log("[start] no production build yet: running npm run build");
  const child = spawn("npm", ["run", "build"], {
    env: process.env,
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const code = await new Promise((resolve) => child.once("close", resolve));
  if (!quiet) return code;
  mkdirSync(dirname(BUILD_LOG), { recursive: true });
  writeFileSync(BUILD_LOG, output);
  if (code !== 0) {
    console.error(output.split("\n").slice(-40).join("\n"));
    console.error(`\nThe build failed: its whole output is in ${BUILD_LOG}`);
    return code;
  }
  const pages = output.match(/^Prerender \(html\)/gm)?.length ?? 0;
  const assets = readdirSync("build/client/assets").length;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `Built in ${seconds} s: ${pages} prerendered pages, ${assets} assets (${BUILD_LOG}).`,
  );
  return 0;
}

if (!existsSync("build/server/index.js") || !existsSync("build/cli/users.js")) {
  const code = await build();
  if (code !== 0) process.exit(code ?? 1);
}

await import(new URL("../server/index.ts", import.meta.url).href);
