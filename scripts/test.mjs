// npm test: every check CI runs, in order: types, lint, unit and API tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), production build, system tests against the built
// server (kill -9, SMTP outage, malformed flood), then the Playwright suite in Chromium.
// Ends with one line "tests: N passed, N failed".
import "./node-guard.mjs";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const reports = mkdtempSync(join(tmpdir(), "procelia-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function finish(ok) {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\nAll checks ${ok ? "passed" : "did NOT pass"} in ${minutes} min.`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    "TEST_DATABASE_URL is not set: API tests run on PGlite only (set it to add PostgreSQL).",
  );
}

const steps = [
  () => run("types", "npx", ["react-router", "typegen"]) && run("types", "npx", ["tsc"]),
  () => run("lint and format", "npx", ["biome", "check", "."]),
  // Layers only run downward and no import cycle, type-only imports included (.dependency-cruiser.cjs).
  () =>
    run("layers and import cycles", "npx", ["depcruise", "app", "server", "--output-type", "err"]),
  () => {
    const file = join(reports, "vitest.json");
    const ok = run("unit and API tests", "npx", [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${file}`,
    ]);
    countVitest(file);
    return ok;
  },
  () =>
    run("production build", "npx", ["react-router", "build"], { NODE_ENV: "production" }) &&
    run("command-line tools", "node", ["scripts/build-cli.mjs"]),
  () => {
    const file = join(reports, "system.json");
    const ok = run("system tests", "npx", [
      "vitest",
      "run",
      "-c",
      "vitest.system.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${file}`,
    ]);
    countVitest(file);
    return ok;
  },
  () => {
    const file = join(reports, "playwright.json");
    const ok = run(
      "end-to-end tests (Chromium)",
      "npx",
      ["playwright", "test", "--reporter=list,json"],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      },
    );
    countPlaywright(file);
    return ok;
  },
];

for (const step of steps) {
  if (!step()) finish(false);
}
finish(true);
