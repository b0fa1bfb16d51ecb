// npm run bench: builds and starts the production site on loopback, then measures page weight
// (HTML and JS, gzip), Lighthouse scores (mobile), throughput of a prerendered page against a
// plain static server, and API latency under load. Prints a table with the goals and writes
// bench-results/latest.json. Exit code 0 even when a goal is missed; non-zero only when the
// benchmark itself could not run.
//
// Options (or environment variables):
//   --all            Lighthouse on every page, not only the representative set   (BENCH_ALL=1)
//   --runs N         Lighthouse runs per page; median of each figure              (BENCH_RUNS, 1)
//   --duration S     seconds of each load test                                  (BENCH_DURATION, 10)
//   --connections N  concurrent connections of each load test                    (BENCH_CONNECTIONS, 50)
//   --warmup S       seconds of warm-up before each load test, not measured      (BENCH_WARMUP, 2)
//   --port N         preferred port of the site, a free one when taken           (BENCH_PORT, 4300)
//   --no-build       reuse an existing build/ instead of running npm run build   (BENCH_NO_BUILD=1)
//   BENCH_START_TIMEOUT  seconds to wait for the site to answer 200 on /          (120)
//   CHROMIUM_PATH    Chromium binary (default /usr/bin/chromium)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { rawGet, waitFor200 } from "./bench/http.mjs";
import {
  cleanupAll,
  freePort,
  installSignalHandlers,
  onCleanup,
  runToLog,
  startChild,
  wasInterrupted,
} from "./bench/processes.mjs";
import { fixed, int, MISS, marked, OK, table } from "./bench/report.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = join(root, "bench-results");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

const ARTICLES = [
  "/blog/tuyauterie-industrielle-guide-complet",
  "/en/blog/industrial-piping-complete-guide",
];
const LIGHTHOUSE_SET = [
  "/",
  "/en",
  "/automation",
  "/en/process-pharma",
  "/realisations-clients",
  "/contact",
  "/en/contact",
  "/blog",
  "/en/blog",
  ...ARTICLES,
];
const JS_CONCURRENCY = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const THROUGHPUT_PAGE = "/automation";
const API_PATH = "/api/blog/posts?language=fr";

const GOALS = {
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
      runs: { type: "string" },
      duration: { type: "string" },
      connections: { type: "string" },
      warmup: { type: "string" },
      port: { type: "string" },
      "no-build": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  }));
} catch (error) {
  fail(error.message);
}
if (args.help) {
  const header = readFileSync(fileURLToPath(import.meta.url), "utf8").split("\nimport ")[0];
  console.log(header.replace(/^\/\/ ?/gm, ""));
  process.exit(0);
}

const positive = (value, name, fallback) => {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) fail(`${name} must be a number ≥ 0`);
  return number;
};
const env = process.env;
const options = {
  all: Boolean(args.all) || env.BENCH_ALL === "1",
  runs: Math.max(1, Math.round(positive(args.runs ?? env.BENCH_RUNS, "--runs", 1))),
  duration: Math.max(1, positive(args.duration ?? env.BENCH_DURATION, "--duration", 10)),
  connections: Math.max(
    1,
    Math.round(positive(args.connections ?? env.BENCH_CONNECTIONS, "--connections", 50)),
  ),
  warmup: positive(args.warmup ?? env.BENCH_WARMUP, "--warmup", 2),
  port: Math.round(positive(args.port ?? env.BENCH_PORT, "--port", 4300)),
  build: !(args["no-build"] || env.BENCH_NO_BUILD === "1"),
  /** Seconds to wait for the first 200 on / (the first start creates the embedded database). */
  startTimeout: positive(env.BENCH_START_TIMEOUT, "BENCH_START_TIMEOUT", 120),
};

const started = performance.now();
const phases = {};
const elapsed = (from) => ((performance.now() - from) / 1000).toFixed(1);
const log = (message) => console.log(`[bench ${elapsed(started).padStart(5)} s] ${message}`);

async function phase(name, fn) {
  const from = performance.now();
  log(`${name}…`);
  const result = await fn();
  phases[name] = Math.round(performance.now() - from);
  log(`${name}: done in ${elapsed(from)} s`);
  return result;
}

// --- 1. Build and start ----------------------------------------------------------------------

async function build() {
  const built = existsSync(join(root, "build/server/index.js"));
  if (!options.build && built) {
    log("--no-build: reusing the existing build/");
    return;
  }
  const logFile = join(resultsDir, "build.log");
  const result = await runToLog("npm", ["run", "build"], { cwd: root, env, logFile });
  if (result.code !== 0) {
    console.error(result.tail.slice(-40).join("\n"));
    throw new Error(`npm run build failed (exit ${result.code ?? result.signal}); log: ${logFile}`);
  }
}

async function startSite(tmp) {
  const port = await freePort(options.port);
  const dataDir = join(tmp, "pglite");
  const siteEnv = { ...env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production" };
  delete siteEnv.DATABASE_URL; // the embedded database in DATA_DIR, never a configured server
  const logFile = join(resultsDir, "server.log");
  writeFileSync(logFile, "");
  const child = startChild(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: siteEnv,
    logFile,
  });
  onCleanup(async () => {
    await child.stop();
    log("site server stopped");
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${base}/`, {
      timeoutMs: options.startTimeout * 1000,
      isDead: () => child.exitCode !== null,
    });
  } catch (error) {
    console.error(child.logTail.slice(-30).join("\n"));
    throw new Error(`the site did not start: ${error.message}; log: ${logFile}`);
  }
  log(`site up at ${base} (pid ${child.pid}, DATA_DIR ${dataDir})`);
  return { base, port, pid: child.pid };
}

// --- 2. Pages and their weight ---------------------------------------------------------------

/** Language-neutral paths of app/navigation/page-table.ts, read as text (the file is TypeScript). */
function pagePaths() {
  const source = readFileSync(join(root, "app/navigation/page-table.ts"), "utf8");
  const table = source.slice(source.indexOf("export const pageTable"));
  const neutral = [...table.matchAll(/\bpath:\s*"([^"]+)"/g)].map((match) => match[1]);
  if (neutral.length === 0) throw new Error("no path found in app/navigation/page-table.ts");
  const localized = neutral.flatMap((path) => [path, path === "/" ? "/en" : `/en${path}`]);
  return [...new Set([...localized, ...ARTICLES])];
}

async function measureHtml(base, paths) {
  const out = new Map();
  for (const path of paths) {
    const gz = await rawGet(base + path, { gzip: true });
    const raw = await rawGet(base + path);
    out.set(path, {
      status: gz.status,
      htmlRaw: raw.bytes,
      htmlGzip: gz.bytes,
      htmlEncoding: gz.encoding,
    });
  }
  return out;
}

async function measureJs(base, paths) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const removeCleanup = onCleanup(() => browser.close());
  const version = browser.version();
  const bytesOf = new Map(); // script URL -> promise of its gzip bytes (assets shared by pages)
  const gzipBytes = (url) => {
    if (!bytesOf.has(url)) {
      bytesOf.set(
        url,
        rawGet(url, { gzip: true }).then((res) => (res.status === 200 ? res.bytes : 0)),
      );
    }
    return bytesOf.get(url);
  };
  const out = new Map();

  const measurePage = async (path) => {
    // A fresh context per page: empty cache and storage, as for a first-time visitor.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set();
    const browserSizes = []; // what Chromium itself received (it negotiates br when offered)
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.add(response.url());
      browserSizes.push(
        response
          .request()
          .sizes()
          .then((sizes) => ({
            url: response.url(),
            body: sizes.responseBodySize,
            encoding: response.headers()["content-encoding"] ?? "identity",
          }))
          .catch(() => null),
      );
    });
    let error = null;
    try {
      await page.goto(base + path, { waitUntil: "networkidle", timeout: 60_000 });
    } catch (caught) {
      error = caught.message.split("\n")[0];
    }
    const received = (await Promise.all(browserSizes)).filter(Boolean);
    await context.close();
    const browserBody = new Map(received.map((entry) => [entry.url, entry]));
    let jsGzip = 0;
    const files = [];
    for (const url of scripts) {
      if (!/^https?:/.test(url)) continue;
      const bytes = await gzipBytes(url);
      jsGzip += bytes;
      files.push({ url: url.replace(base, ""), gzip: bytes });
    }
    out.set(path, {
      jsGzip,
      jsFiles: files.length,
      jsFilesList: files,
      jsBrowserBody: [...browserBody.values()].reduce((sum, entry) => sum + entry.body, 0),
      jsBrowserEncodings: [...new Set([...browserBody.values()].map((entry) => entry.encoding))],
      jsError: error,
    });
  };

  try {
    // Byte counts do not depend on timing: a few pages at once keep this phase short.
    const queue = [...paths];
    const worker = async () => {
      while (queue.length > 0) await measurePage(queue.shift());
    };
    await Promise.all(Array.from({ length: JS_CONCURRENCY }, worker));
  } finally {
    removeCleanup();
    await browser.close();
  }
  return { version, pages: out };
}

// --- 3. Lighthouse ---------------------------------------------------------------------------

function median(values) {
  const sorted = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Audits below a perfect score in the accessibility, best-practices and SEO categories. */
function failingAudits(lhr) {
  const failing = [];
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "manual") continue;
      failing.push({ category: id, id: ref.id, title: audit.title, weight: ref.weight ?? 0 });
    }
  }
  return failing;
}

async function runLighthouse(base, paths) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const lighthouseVersion = JSON.parse(
    readFileSync(join(root, "node_modules/lighthouse/package.json"), "utf8"),
  ).version;
  const results = [];
  for (const path of paths) {
    const runs = [];
    for (let run = 0, attempts = 0; run < options.runs; attempts++) {
      const from = performance.now();
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ["--headless=new", ...chromiumArgs],
        handleSIGINT: false,
        logLevel: "silent",
      });
      const removeCleanup = onCleanup(() => chrome.kill());
      try {
        // Default config: mobile form factor, simulated throttling.
        const result = await lighthouse(base + path, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
          disableFullPageScreenshot: true, // not needed for the figures, saves time
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error("Lighthouse returned no result");
        runs.push({
          scores: Object.fromEntries(
            CATEGORIES.map((id) => [
              id,
              lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
            ]),
          ),
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? null,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
          fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? null,
          si: lhr.audits["speed-index"]?.numericValue ?? null,
          runtimeError: lhr.runtimeError?.message ?? null,
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          warnings: lhr.runWarnings ?? [],
          failing: failingAudits(lhr),
        });
      } catch (error) {
        runs.push({ error: error.message });
      } finally {
        removeCleanup();
        await chrome.kill();
      }
      const last = runs.at(-1);
      // A broken trace (e.g. NO_NAVSTART) says nothing about the page: run again, twice at most.
      const broken = last.error || last.runtimeError;
      if (broken && attempts - run < 2) {
        log(`  lighthouse ${path}: ${broken}; running again`);
        runs.pop();
        continue;
      }
      run++;
      log(
        `  lighthouse ${path}${options.runs > 1 ? ` (run ${run})` : ""}: ` +
          (last.error
            ? `error: ${last.error}`
            : `${CATEGORIES.map((id) => last.scores[id]).join("/")} in ${elapsed(from)} s`),
      );
    }
    const ok = runs.filter((run) => !run.error);
    results.push({
      path,
      runs: runs.length,
      error: ok.length === 0 ? runs[0].error : null,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, median(ok.map((run) => run.scores[id]))]),
      ),
      lcp: median(ok.map((run) => run.lcp)),
      tbt: median(ok.map((run) => run.tbt)),
      cls: median(ok.map((run) => run.cls)),
      fcp: median(ok.map((run) => run.fcp)),
      si: median(ok.map((run) => run.si)),
      benchmarkIndex: median(ok.map((run) => run.benchmarkIndex)),
      runtimeError: ok.find((run) => run.runtimeError)?.runtimeError ?? null,
      warnings: [...new Set(ok.flatMap((run) => run.warnings))],
      failing: ok[0]?.failing ?? [],
    });
  }
  return { version: lighthouseVersion, pages: results };
}

// --- 4. and 5. Load tests --------------------------------------------------------------------

async function load(url, seconds) {
  const { default: autocannon } = await import("autocannon");
  const instance = autocannon({
    url,
    duration: seconds,
    connections: options.connections,
    headers: { "accept-encoding": "gzip" },
    timeout: 10,
  });
  const removeCleanup = onCleanup(() => instance.stop());
  try {
    return await instance;
  } finally {
    removeCleanup();
  }
}

async function measureLoad(url) {
  if (options.warmup > 0) await load(url, options.warmup);
  const result = await load(url, options.duration);
  const responses = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  return {
    url,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    latencyMean: result.latency.average,
    responses,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: responses > 0 ? result.throughput.total / responses : null,
  };
}

async function startStaticServer(htmlFile) {
  const child = startChild(
    process.execPath,
    [join(root, "scripts/bench/static-server.mjs"), htmlFile],
    {
      cwd: root,
      env,
      stdout: "pipe",
    },
  );
  onCleanup(async () => {
    await child.stop();
    log("static server stopped");
  });
  const info = await new Promise((resolvePort, reject) => {
    let buffer = "";
    const timer = setTimeout(() => reject(new Error("the static server did not start")), 10_000);
    child.stdout.on("data", (chunk) => {
      buffer += chunk;
      const line = buffer.match(/^\{.*\}$/m);
      if (line) {
        clearTimeout(timer);
        resolvePort(JSON.parse(line[0]));
      }
    });
    child.exitedPromise.then(() => {
      clearTimeout(timer);
      reject(new Error(`the static server exited: ${child.logTail.join(" ")}`));
    });
  });
  return { ...info, child };
}

async function throughput(base, tmp) {
  const page = await rawGet(base + THROUGHPUT_PAGE);
  if (page.status !== 200) throw new Error(`${THROUGHPUT_PAGE} answered ${page.status}`);
  const htmlFile = join(tmp, "automation.html");
  writeFileSync(htmlFile, page.body);
  const staticServer = await startStaticServer(htmlFile);
  const staticBase = `http://127.0.0.1:${staticServer.port}`;
  const check = await rawGet(`${staticBase}${THROUGHPUT_PAGE}`, { gzip: true });
  if (check.status !== 200 || check.encoding !== "gzip")
    throw new Error("static server check failed");
  log(`  static server on ${staticBase}: ${staticServer.raw} B raw, ${staticServer.gzip} B gzip`);
  log(`  load: site ${THROUGHPUT_PAGE}`);
  const site = await measureLoad(base + THROUGHPUT_PAGE);
  log(`  load: static server`);
  const plain = await measureLoad(staticBase + THROUGHPUT_PAGE);
  await staticServer.child.stop();
  return {
    site,
    static: { ...plain, htmlRaw: staticServer.raw, htmlGzip: staticServer.gzip },
    ratio: plain.reqPerSec > 0 ? site.reqPerSec / plain.reqPerSec : null,
  };
}

// --- 6. Report -------------------------------------------------------------------------------

const kB = (bytes) => (bytes == null ? "-" : (bytes / 1000).toFixed(1));
const KiB = (bytes) => (bytes == null ? "-" : (bytes / 1024).toFixed(1));

function report(data) {
  const misses = [];
  const lines = [];
  const out = (text = "") => lines.push(text);

  out();
  out(
    `Procelia benchmark, ${data.date}: Node ${process.version}, Chromium ${data.chromium}, ` +
      `Lighthouse ${data.lighthouse?.version ?? "-"}, ${cpus().length} CPUs, ` +
      `load average ${data.loadAverage} at start, ${data.loadAverageEnd} at end`,
  );
  out(
    "Units: B = bytes, kB = 1000 B, KiB = 1024 B. JS goal: ≤ 125 kB = 125 000 B of gzip JavaScript",
  );
  out('(stricter than 125 KiB = 128 000 B; "✗ kB only" = over 125 kB but within 125 KiB).');
  out();

  out(
    "Page weight: HTML raw and gzip body bytes on the wire (headers not counted); JS = every script " +
      "response until network idle in Chromium (1280x720, fresh profile), deduplicated, fetched again " +
      "with Accept-Encoding: gzip; last column: body bytes Chromium itself received (it offers br).",
  );
  const weightRows = data.pages.map((page) => {
    let jsMark = "-";
    if (page.jsGzip != null) {
      if (page.jsGzip <= GOALS.jsBytes) jsMark = OK;
      else if (page.jsGzip <= 125 * 1024) jsMark = `${MISS} kB only`;
      else jsMark = MISS;
    }
    if (page.status !== 200) misses.push(`${page.path}: HTTP ${page.status}`);
    return [
      page.path,
      page.status === 200 ? "200" : `${page.status} ${MISS}`,
      int(page.htmlRaw),
      int(page.htmlGzip),
      page.jsFiles ?? "-",
      int(page.jsGzip),
      kB(page.jsGzip),
      KiB(page.jsGzip),
      page.jsError ? `${jsMark} (load error)` : jsMark,
      page.jsBrowserBody == null
        ? "-"
        : `${int(page.jsBrowserBody)} ${(page.jsBrowserEncodings ?? []).join("+")}`,
    ];
  });
  const heavy = data.pages.filter((page) => page.jsGzip > GOALS.jsBytes);
  if (heavy.length > 0) {
    const sizes = heavy.map((page) => page.jsGzip);
    const overKiB = heavy.filter((page) => page.jsGzip > 125 * 1024).map((page) => page.path);
    misses.push(
      `JS over 125 kB on ${heavy.length} of ${data.pages.length} pages ` +
        `(${kB(Math.min(...sizes))} to ${kB(Math.max(...sizes))} kB); ` +
        (overKiB.length > 0
          ? `over 125 KiB too on ${overKiB.length}: ${overKiB.join(", ")}`
          : "all within 125 KiB"),
    );
  }
  for (const page of data.pages.filter((page) => page.jsError)) {
    misses.push(`${page.path}: page load error in Chromium: ${page.jsError}`);
  }
  out(
    table(
      [
        { title: "Page" },
        { title: "HTTP" },
        { title: "HTML raw B", right: true },
        { title: "HTML gz B", right: true },
        { title: "JS files", right: true },
        { title: "JS gz B", right: true },
        { title: "JS gz kB", right: true },
        { title: "JS gz KiB", right: true },
        { title: "JS ≤ 125 kB" },
        { title: "JS as Chromium got it, B", right: true },
      ],
      weightRows,
    ),
  );
  out();

  if (data.lighthouse) {
    out(
      `Lighthouse ${data.lighthouse.version}: mobile, simulated throttling, ` +
        `${options.runs === 1 ? "1 run per page" : `median of ${options.runs} runs per page`}, ` +
        `first-time visitor (cookie banner not accepted).`,
    );
    const rows = data.lighthouse.pages.map((page) => {
      if (page.error) {
        misses.push(`${page.path}: Lighthouse error: ${page.error}`);
        return [page.path, `error: ${page.error}`];
      }
      const score = (id, goal) => {
        const value = page.scores[id];
        const ok = value == null ? false : value >= goal;
        if (!ok)
          misses.push(
            `${page.path}: ${id} ${value ?? "-"} (goal ${goal === 100 ? "100" : `≥ ${goal}`})`,
          );
        return marked(value ?? "-", ok);
      };
      const clsOk = page.cls != null && page.cls <= GOALS.cls;
      if (!clsOk) misses.push(`${page.path}: CLS ${fixed(page.cls, 3)} (goal 0)`);
      return [
        page.path,
        score("performance", GOALS.performance),
        score("accessibility", GOALS.accessibility),
        score("best-practices", GOALS["best-practices"]),
        score("seo", GOALS.seo),
        int(page.lcp),
        int(page.tbt),
        marked(fixed(page.cls, 3), clsOk),
        page.runtimeError ? `runtime error: ${page.runtimeError}` : "",
      ];
    });
    out(
      table(
        [
          { title: "Page" },
          { title: "Perf ≥95", right: true },
          { title: "A11y =100", right: true },
          { title: "BP =100", right: true },
          { title: "SEO =100", right: true },
          { title: "LCP ms", right: true },
          { title: "TBT ms", right: true },
          { title: "CLS =0", right: true },
          { title: "" },
        ],
        rows,
      ),
    );
    const indexes = data.lighthouse.pages.map((page) => page.benchmarkIndex).filter(Boolean);
    if (indexes.length > 0) {
      out(
        `Lighthouse CPU benchmark index: ${Math.min(...indexes)} to ${Math.max(...indexes)} ` +
          "(a busy or slow machine gives a low index and inflates TBT/LCP, lowering performance).",
      );
    }
    const byAudit = new Map();
    for (const page of data.lighthouse.pages) {
      for (const audit of page.failing ?? []) {
        const unscored = audit.weight > 0 ? "" : " (weight 0: does not lower the score)";
        const key = `${audit.category} / ${audit.id}: ${audit.title}${unscored}`;
        byAudit.set(key, [...(byAudit.get(key) ?? []), page.path]);
      }
    }
    if (byAudit.size > 0) {
      out("Failing accessibility / best-practices / SEO audits:");
      for (const [audit, paths] of byAudit) out(`  - ${audit}  [${paths.join(", ")}]`);
    }
    out();
  }

  if (data.throughput) {
    const { site, static: plain, ratio } = data.throughput;
    const api = data.api;
    out(
      `Load (autocannon, ${options.duration} s after ${options.warmup} s warm-up, ${options.connections} connections, ` +
        "Accept-Encoding: gzip, one test at a time, load generator on the same machine):",
    );
    const row = (label, r) => [
      label,
      fixed(r.reqPerSec, 0),
      fixed(r.p50, 1),
      fixed(r.p99, 1),
      int(r.non2xx),
      int(r.errors + r.timeouts),
      int(r.bytesPerResponse),
    ];
    out(
      table(
        [
          { title: "Target" },
          { title: "req/s", right: true },
          { title: "p50 ms", right: true },
          { title: "p99 ms", right: true },
          { title: "non-2xx", right: true },
          { title: "errors", right: true },
          { title: "B/response", right: true },
        ],
        [
          row(`site ${THROUGHPUT_PAGE} (prerendered)`, site),
          row(`static server, same HTML (gzip once)`, plain),
          ...(api ? [row(`site GET ${API_PATH}`, api)] : []),
        ],
      ),
    );
    out(
      `Throughput ratio site / static server for ${THROUGHPUT_PAGE}: ${ratio == null ? "-" : ratio.toFixed(2)} ` +
        `(${fixed(site.reqPerSec, 0)} / ${fixed(plain.reqPerSec, 0)} req/s)`,
    );
    if (api && api.non2xx > 0) misses.push(`API: ${api.non2xx} non-2xx responses under load`);
    if (site.non2xx > 0)
      misses.push(`${THROUGHPUT_PAGE}: ${site.non2xx} non-2xx responses under load`);
    out();
  }

  out(
    misses.length === 0
      ? `All goals met ${OK}`
      : `Goals missed (${misses.length}):\n${misses.map((miss) => `  ${MISS} ${miss}`).join("\n")}`,
  );
  return { text: lines.join("\n"), misses };
}

// --- Main ------------------------------------------------------------------------------------

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), "procelia-bench-"));
  onCleanup(() => rmSync(tmp, { recursive: true, force: true }));
  const data = {
    date: new Date().toISOString(),
    loadAverage: loadavg()
      .map((value) => value.toFixed(1))
      .join(" "),
    options,
    goals: GOALS,
  };

  await phase("build", build);
  const site = await phase("start", () => startSite(tmp));
  const paths = pagePaths();
  log(`${paths.length} pages`);

  const html = await phase("html", () => measureHtml(site.base, paths));
  const js = await phase("js", () => measureJs(site.base, paths));
  data.chromium = js.version;
  data.pages = paths.map((path) => ({ path, ...html.get(path), ...js.pages.get(path) }));

  const lighthousePaths = options.all ? paths : LIGHTHOUSE_SET;
  data.lighthouse = await phase(`lighthouse (${lighthousePaths.length} pages)`, () =>
    runLighthouse(site.base, lighthousePaths),
  );
  data.throughput = await phase("throughput", () => throughput(site.base, tmp));
  data.api = await phase("api", () => measureLoad(site.base + API_PATH));

  data.phasesMs = phases;
  data.loadAverageEnd = loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  data.totalSeconds = Number(elapsed(started));
  const { text, misses } = report(data);
  data.misses = misses;
  writeFileSync(join(resultsDir, "latest.json"), `${JSON.stringify(data, null, 2)}\n`);
  console.log(text);
  console.log(`\nResults: bench-results/latest.json. Total time ${data.totalSeconds} s.`);
}

installSignalHandlers();
let exitCode = 0;
try {
  await main();
} catch (error) {
  // After Ctrl-C, the failure is the interruption itself: the signal handler exits with 130.
  if (!wasInterrupted())
    console.error(`\n[bench] the benchmark could not run: ${error?.stack ?? error}`);
  exitCode = wasInterrupted() ? 130 : 1;
} finally {
  await cleanupAll();
}
log(`finished in ${elapsed(started)} s`);
process.exit(exitCode);
