// Shared state of one benchmark run: options, paths, constants, logging.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const resultsDir = join(root, "bench-results");
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

export const ARTICLES = [
  "/blog/tuyauterie-industrielle-guide-complet",
  "/en/blog/industrial-piping-complete-guide",
];
export const LIGHTHOUSE_SET = [
  "/",
  "/en",
  "/automation",
  "/en/automation",
  "/realisations-clients",
  "/en/realisations-clients",
  "/contact",
  "/en/contact",
  "/blog",
  "/en/blog",
  ...ARTICLES,
];
export const JS_CONCURRENCY = 3;
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const THROUGHPUT_PAGE = "/automation";
export const API_PATH = "/api/blog/posts?language=fr";

export const GOALS = {
  performance: 95, // score ≥
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  jsBytes: 125_000, // 125 kB = 125 000 B of gzip JavaScript (125 KiB would be 128 000 B)
};

// ---------------------------------------------------------------------------------------------

const fail = (message) => {
  console.error(`[bench] ${message} (see node scripts/bench.mjs --help)`);
  process.exit(2);
};
let args;
try {
  ({ values: args } = parseArgs({
    options: {
      all: { type: "boolean" },
      quick: { type: "boolean" },
      runs: { type: "string" },
      duration: { type: "string" },
      connections: { type: "string" },
      warmup: { type: "string" },
      port: { type: "string" },
      "no-build": { type: "boolean" },
      pictures: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  }));
} catch (error) {
  fail(error.message);
}
if (args.help) {
  const header = readFileSync(join(root, "scripts/bench.mjs"), "utf8").split("\nimport ")[0];
  console.log(header.replace(/^\/\/ ?/gm, ""));
  process.exit(0);
}

const positive = (value, name, fallback) => {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) fail(`${name} must be a number ≥ 0`);
  return number;
};
export const env = process.env;
const quick = Boolean(args.quick) || env.BENCH_QUICK === "1";
export const options = {
  quick,
  all: Boolean(args.all) || env.BENCH_ALL === "1",
  runs: Math.max(1, Math.round(positive(args.runs ?? env.BENCH_RUNS, "--runs", quick ? 1 : 3))),
  duration: Math.max(
    1,
    positive(args.duration ?? env.BENCH_DURATION, "--duration", quick ? 3 : 10),
  ),
  connections: Math.max(
    1,
    Math.round(positive(args.connections ?? env.BENCH_CONNECTIONS, "--connections", 50)),
  ),
  warmup: positive(args.warmup ?? env.BENCH_WARMUP, "--warmup", quick ? 1 : 2),
  port: Math.round(positive(args.port ?? env.BENCH_PORT, "--port", 4300)),
  build: !(args["no-build"] || env.BENCH_NO_BUILD === "1"),
  /** Only the floor and the article with five pictures (a repeat of a missed figure). */
  pictures: Boolean(args.pictures) || env.BENCH_PICTURES === "1",
  /** Seconds to wait for the first 200 on / (the first start creates the embedded database). */
  startTimeout: positive(env.BENCH_START_TIMEOUT, "BENCH_START_TIMEOUT", 120),
};

export const started = performance.now();
export const phases = {};
export const elapsed = (from) => ((performance.now() - from) / 1000).toFixed(1);
export const log = (message) => console.log(`[bench ${elapsed(started).padStart(5)} s] ${message}`);

export async function phase(name, fn) {
  const from = performance.now();
  log(`${name}…`);
  const result = await fn();
  phases[name] = Math.round(performance.now() - from);
  log(`${name}: done in ${elapsed(from)} s`);
  return result;
}
