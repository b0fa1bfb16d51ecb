// npm test: every check CI runs. Stages run as soon as what they need is done
// (docs/decisions/036-a-faster-test-suite.md): the unit and API tests from the start, two files at
// a time, beside types, lint, layers and the production build; once the build is there, the system
// tests (mostly waiting on sockets and timers) and the browser tests beside them. The first stage
// that fails stops the run (the others are ended, no new one starts) and its output is printed;
// with --keep-going the other stages run on (to see every failure in one run), only the stages
// that need the failed one do not start. Ends with each stage's time and CPU, then one line
// "tests: N passed, N failed, N skipped".
import "./node-guard.mjs";
import { spawn } from "node:child_process";
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDatabase } from "./ensure-database.mjs";

const reports = mkdtempSync(join(tmpdir(), "procelia-test-"));
// Every test process's temporary files (databases, nginx folders, browser profiles) go to one
// folder of the run's, removed when the run passes: left in /tmp, a run left ~3 GB behind.
// Open like /tmp (1777), for the tests that run a tool as another account.
const scratch = mkdtempSync(join(tmpdir(), "procelia-scratch-"));
chmodSync(scratch, 0o1777);
process.env.TMPDIR = scratch;
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
const startLoad = loadavg()
  .map((value) => value.toFixed(1))
  .join(" ");
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);
/**
 * The machine's CPU time so far, busy and idle, in clock ticks (/proc/stat's first line): how
 * much of both cores the whole run kept busy, the PostgreSQL server and other sessions included.
 */
function machineCpu() {
  try {
    const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] =
      ticks.map(Number);
    return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait };
  } catch {
    return undefined; // not Linux
  }
}
const cpuAtStart = machineCpu();
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
/** GNU time, when installed, reports each stage's CPU (its processes' user and system time). */
const TIME = "/usr/bin/time";
const timed = existsSync(TIME);
let runs = 0;

/**
 * What every test stage runs with: the media library's AVIF at the encoder's fastest effort (a
 * fifth of the CPU of production's 3 for the same variants; what the tests check of a picture's
 * variants does not depend on it). The build keeps the default for the site's own photos.
 */
const TEST_SETTINGS = { MEDIA_AVIF_EFFORT: "0" };

/** One command of a stage; its output goes to the stage's log, printed when the stage ends. */
function run(stage, command, args, env = {}) {
  return new Promise((resolve) => {
    stage.log.write(`\n$ ${command} ${args.join(" ")}\n`);
    const cpuFile = join(reports, `cpu-${++runs}.txt`);
    const [file, argv] = timed
      ? [TIME, ["-f", "%U %S", "-o", cpuFile, command, ...args]]
      : [command, args];
    const child = spawn(file, argv, {
      env: { ...process.env, FORCE_COLOR: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so a stop ends the whole tree (Playwright's browsers, servers).
      detached: true,
    });
    stage.children.add(child);
    child.stdout.pipe(stage.log, { end: false });
    child.stderr.pipe(stage.log, { end: false });
    child.on("close", (code) => {
      stage.children.delete(child);
      if (timed && existsSync(cpuFile)) {
        // Its last line: "user system" seconds (a line before it says when the command failed).
        const [user, system] = readFileSync(cpuFile, "utf8").trim().split("\n").at(-1).split(" ");
        stage.cpu = (stage.cpu ?? 0) + Number(user) + Number(system);
      }
      resolve(code === 0);
    });
  });
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

async function vitest(stage, name, config = [], env = {}) {
  const file = join(reports, `${name}.json`);
  const ok = await run(
    stage,
    "npx",
    ["vitest", "run", ...config, "--reporter=default", "--reporter=json", `--outputFile=${file}`],
    { ...TEST_SETTINGS, ...env },
  );
  countVitest(file);
  return ok;
}

/**
 * The system tests' own PostgreSQL database beside TEST_DATABASE_URL's (name_system, made on first
 * use): they run beside the API tests, which empty theirs at the start of each file, and some
 * system tests use the database itself (kill -9 durability).
 */
async function systemDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return {};
  const own = new URL(url);
  own.pathname = `${own.pathname}_system`;
  await ensureDatabase(own.toString());
  return { TEST_DATABASE_URL: own.toString() };
}

/**
 * Stages, each with the stages it needs (`after`: started once they all passed) and those it
 * only waits for (`waitFor`: over, passed or not, so that they leave it a core).
 */
const stages = {
  types: {
    title: "types",
    after: [],
    work: async (s) => (await run(s, "npx", ["react-router", "typegen"])) && run(s, "npx", ["tsc"]),
  },
  lint: {
    title: "lint and format",
    after: ["types"],
    work: (s) => run(s, "npx", ["biome", "check", "."]),
  },
  // Layers only run downward and no import cycle, type-only imports included (.dependency-cruiser.cjs).
  layers: {
    title: "layers and import cycles",
    after: ["types"],
    work: (s) => run(s, "npx", ["depcruise", "app", "server", "--output-type", "err"]),
  },
  unit: {
    title: "unit and API tests",
    after: [],
    work: (s) => vitest(s, "vitest"),
  },
  // After the type check: both write .react-router/ (typegen). Lint and layers only read: the
  // build does not wait for them, the system and browser tests start seconds sooner.
  build: {
    title: "production build",
    after: ["types"],
    work: async (s) =>
      (await run(s, "npx", ["react-router", "build"], { NODE_ENV: "production" })) &&
      run(s, "node", ["scripts/build-cli.mjs"]),
  },
  system: {
    title: "system tests",
    after: ["build"],
    work: async (s) =>
      vitest(s, "system", ["-c", "vitest.system.config.ts"], await systemDatabase()),
  },
  e2e: {
    title: "end-to-end tests (Chromium)",
    after: ["build"],
    work: async (s) => {
      const file = join(reports, "playwright.json");
      const ok = await run(s, "npx", ["playwright", "test", "--reporter=list,json"], {
        ...TEST_SETTINGS,
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      });
      countPlaywright(file);
      return ok;
    },
  },
};

const state = new Map(); // name -> "running" | "passed" | "failed" | "stopped"
const keepGoing = process.argv.includes("--keep-going");
let failed;
let stopped = false;

function start(name) {
  const stage = stages[name];
  const logFile = join(reports, `${name}.log`);
  Object.assign(stage, { log: createWriteStream(logFile), logFile, children: new Set() });
  state.set(name, "running");
  const since = Date.now();
  console.log(`=== ${stage.title}: started at ${seconds(started)} s`);
  return stage.work(stage).then(async (ok) => {
    await new Promise((resolve) => stage.log.end(resolve));
    stage.seconds = seconds(since);
    if (stopped) {
      // Ended by another stage's failure: its output says nothing new.
      state.set(name, "stopped");
      return;
    }
    state.set(name, ok ? "passed" : "failed");
    if (!ok) {
      failed ??= name;
      console.log(`\n=== ${stage.title}: FAILED after ${stage.seconds} s; its output:`);
      console.log(readFileSync(logFile, "utf8"));
      if (!keepGoing) stopAll();
    } else {
      console.log(`=== ${stage.title}: passed in ${stage.seconds} s (log: ${logFile})`);
    }
  });
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function stopAll() {
  stopped = true;
  for (const stage of Object.values(stages)) {
    for (const child of stage.children ?? []) {
      // SIGINT first: Playwright then stops the servers it started in groups of their own.
      signalGroup(child.pid, "SIGINT");
      setTimeout(() => signalGroup(child.pid, "SIGKILL"), 15_000).unref();
    }
  }
}

function ready(name) {
  const { after, waitFor = [] } = stages[name];
  return (
    !state.has(name) &&
    after.every((need) => state.get(need) === "passed") &&
    waitFor.every((other) => ["passed", "failed"].includes(state.get(other)))
  );
}

async function schedule() {
  const running = new Set();
  for (;;) {
    if (!stopped) {
      for (const name of Object.keys(stages).filter(ready)) {
        const done = start(name).then(() => running.delete(done));
        running.add(done);
      }
    }
    if (running.size === 0) return;
    await Promise.race(running);
  }
}

function finish(ok) {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\nStage times (s)${timed ? ", and CPU (s) of each stage's processes" : ""}:`);
  for (const [name, stage] of Object.entries(stages)) {
    const cpu = stage.cpu === undefined ? "" : ` (CPU ${stage.cpu.toFixed(0)})`;
    console.log(
      `  ${stage.title.padEnd(30)} ${stage.seconds ?? "-"}${cpu} ${state.get(name) ?? "not run"}`,
    );
  }
  console.log(`Load average at the start: ${startLoad}; at the end: ${load()}.`);
  const cpuNow = machineCpu();
  if (cpuAtStart && cpuNow) {
    const busy = cpuNow.busy - cpuAtStart.busy;
    const all = busy + cpuNow.idle - cpuAtStart.idle;
    console.log(
      `The machine's ${cpus().length} cores were busy ${((100 * busy) / all).toFixed(0)} % of the run (everything on it, not only the tests).`,
    );
  }
  if (ok) rmSync(scratch, { recursive: true, force: true });
  else console.log(`The tests' temporary files are kept for a look: ${scratch}`);
  console.log(`\nAll checks ${ok ? "passed" : "did NOT pass"} in ${minutes} min.`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    "TEST_DATABASE_URL is not set: API tests run on PGlite only (set it to add PostgreSQL).",
  );
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    failed ??= "interrupted";
    stopAll();
  });
}

await schedule();
finish(!failed && Object.keys(stages).every((name) => state.get(name) === "passed"));
