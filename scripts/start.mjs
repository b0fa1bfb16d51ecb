// npm start: serves the production build, building it first when there is none or when the
// sources changed since it was made (a git pull). Reads .env when
// it exists (the real environment wins); `--no-env-file` skips it (the test suites pass it).
import "./node-guard.mjs";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { rebuildReason } from "./build-info.mjs";

const BUILD_LOG = "node_modules/.cache/procelia/build.log";

if (!process.argv.includes("--no-env-file") && existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";

/**
 * On a terminal, the build's 150 lines (one per prerendered file) are kept in a log file and
 * summed up in two lines; elsewhere (CI, a service) they are printed as they come.
 */
async function buildOnce(quiet) {
  const child = spawn("npm", ["run", "build"], {
    env: process.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const [stream, echo] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    stream.on("data", (chunk) => {
      output += chunk;
      if (!quiet) echo.write(chunk);
    });
  }
  const code = await new Promise((resolve) => child.once("close", resolve));
  return { code, output };
}

/**
 * React Router's prerender gives each page 10 s, once: on a busy or small machine the first
 * build can miss it. Such a build is tried once more (the second finds its caches warm).
 */
async function build(reason) {
  const quiet = process.stdout.isTTY;
  const started = Date.now();
  console.log(
    quiet
      ? `${reason}: building the site (a few minutes on a first start)...`
      : `[start] ${reason}: running npm run build`,
  );
  let { code, output } = await buildOnce(quiet);
  if (code !== 0 && /Prerender: Request (failed|timed out)/.test(output)) {
    console.log(
      "[start] a page took longer than the prerender allows (a busy machine): building once more",
    );
    ({ code, output } = await buildOnce(quiet));
  }
  mkdirSync(dirname(BUILD_LOG), { recursive: true });
  writeFileSync(BUILD_LOG, output);
  if (code !== 0) {
    if (quiet) console.error(output.split("\n").slice(-40).join("\n"));
    console.error(
      `\nThe build failed: its whole output is in ${BUILD_LOG}. If a page timed out twice, stop what else loads the machine and run npm start again.`,
    );
    return code;
  }
  if (!quiet) return 0;
  const pages = output.match(/^Prerender \(html\)/gm)?.length ?? 0;
  const assets = readdirSync("build/client/assets").length;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `Built in ${seconds} s: ${pages} prerendered pages, ${assets} assets (${BUILD_LOG}).`,
  );
  return 0;
}

const reason = rebuildReason();
if (reason) {
  const code = await build(reason);
  if (code !== 0) process.exit(code ?? 1);
}

await import(new URL("../server/index.ts", import.meta.url).href);
