// The printed report: tables per page, load figures, goals met or missed.
import { cpus } from "node:os";
import { API_PATH, GOALS, options, THROUGHPUT_PAGE } from "./context.mjs";
import { fixed, int, MISS, marked, OK, table } from "./report.mjs";
import { pictureSummary, TARGETS, targetSummary } from "./targets.mjs";

const kB = (bytes) => (bytes == null ? "-" : (bytes / 1000).toFixed(1));
const KiB = (bytes) => (bytes == null ? "-" : (bytes / 1024).toFixed(1));

export function report(data) {
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
      "with Accept-Encoding: gzip; then body bytes Chromium itself received (it offers br); images: " +
      "those loaded with the page scrolled to its end, and the largest one's body bytes.",
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
      page.hydrates == null ? "?" : page.hydrates ? "yes" : "no",
      int(page.htmlRaw),
      int(page.htmlGzip),
      int(page.htmlBrotli),
      page.jsFiles ?? "-",
      int(page.jsGzip),
      int(page.jsBrotli),
      kB(page.jsGzip),
      KiB(page.jsGzip),
      page.jsError ? `${jsMark} (load error)` : jsMark,
      page.jsBrowserBody == null
        ? "-"
        : `${int(page.jsBrowserBody)} ${(page.jsBrowserEncodings ?? []).join("+")}`,
      page.images ?? "-",
      int(page.largestImageBytes),
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
        { title: "Hydrates" },
        { title: "HTML raw B", right: true },
        { title: "HTML gz B", right: true },
        { title: "HTML br B", right: true },
        { title: "JS files", right: true },
        { title: "JS gz B", right: true },
        { title: "JS br B", right: true },
        { title: "JS gz kB", right: true },
        { title: "JS gz KiB", right: true },
        { title: "JS ≤ 125 kB" },
        { title: "JS as Chromium got it, B", right: true },
        { title: "Images", right: true },
        { title: "Largest image B", right: true },
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
    const floor = data.floor;
    if (floor && !floor.error) {
      out(
        `Floor of this machine, an empty ${floor.bytes} B page (no CSS, image or script), same runs: ` +
          `performance ${floor.scores.performance}, TBT ${int(floor.tbt)} ms, LCP ${int(floor.lcp)} ms, ` +
          `benchmark index ${floor.benchmarkIndex}. A page's TBT at or under it is Chromium's own work.`,
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
    if (ratio != null && ratio < TARGETS.throughputRatio)
      misses.push(`throughput ratio ${ratio.toFixed(2)} (target ≥ ${TARGETS.throughputRatio})`);
    if (api) {
      out(
        `Blog list API: ${fixed(api.reqPerSec, 0)} req/s at ${options.connections} connections ` +
          `(target ≥ ${TARGETS.apiReqPerSec}).`,
      );
      if (api.reqPerSec < TARGETS.apiReqPerSec)
        misses.push(`API ${fixed(api.reqPerSec, 0)} req/s (target ≥ ${TARGETS.apiReqPerSec})`);
    }
    if (api && api.non2xx > 0) misses.push(`API: ${api.non2xx} non-2xx responses under load`);
    if (site.non2xx > 0)
      misses.push(`${THROUGHPUT_PAGE}: ${site.non2xx} non-2xx responses under load`);
    out();
  }

  if (data.rendering) {
    const { pages, cpuMs, servedMs, wallMs, cold, error } = data.rendering;
    out(
      error
        ? `Pages rendered by the server: ${error}`
        : `Pages rendered by the server (all ${pages}, both languages, compressed, as after a ` +
            `settings change): ${int(cpuMs)} ms of CPU, served after ${int(servedMs)} ms, ` +
            `Brotli 11 after ${int(wallMs)} ms; the first, cold, ` +
            `${int(cold.cpuMs)} ms of CPU (target < ${int(TARGETS.renderingCpuMs)} ms of CPU).`,
    );
    if (error || cpuMs >= TARGETS.renderingCpuMs)
      misses.push(`rendering the pages: ${error ?? `${int(cpuMs)} ms of CPU`}`);
    out();
  }

  if (data.editPropagation) {
    const { skipped, error, edits, medianMs, maxMs, missing } = data.editPropagation;
    const target = `target: edit visible on two instances behind nginx within ${TARGETS.editVisibleMs / 1000} s`;
    out(
      skipped || error
        ? `Edit in the back office seen on two instances behind nginx: ${skipped ? `skipped (${skipped})` : error}.`
        : `Edit in the back office (the phone number, ${edits.length} saves) seen on both instances ` +
            `and through nginx: median ${int(medianMs)} ms, max ${int(maxMs)} ms after the save's ` +
            `answer${missing ? `, ${missing} not within 10 s` : ""} (${target}).`,
    );
    if (error || missing > 0 || maxMs >= TARGETS.editVisibleMs)
      misses.push(
        error
          ? `edit on two instances: ${error}`
          : `edit visible after ${missing > 0 ? "more than 10 s" : `${int(maxMs)} ms`}`,
      );
    out();
  }

  if (data.dev) {
    const { seconds, error } = data.dev;
    out(
      error
        ? `npm run dev: no first page (${error})`
        : `npm run dev: first page after ${seconds.toFixed(1)} s, cold, on a new data folder ` +
            `(target < ${TARGETS.devFirstPageSeconds} s).`,
    );
    if (error || seconds >= TARGETS.devFirstPageSeconds)
      misses.push(`npm run dev first page ${error ?? `${seconds.toFixed(1)} s`}`);
    out();
  }

  out("Targets (printed, not asserted): static and hydrated pages as measured above.");
  const targets = targetSummary(data);
  out(targets.text);
  misses.push(...targets.misses);
  out();
  const pictures = pictureSummary(data);
  if (pictures.text) {
    out(pictures.text);
    misses.push(...pictures.misses);
    out();
  }

  out(
    misses.length === 0
      ? `All goals met ${OK}`
      : `Goals missed (${misses.length}):\n${misses.map((miss) => `  ${MISS} ${miss}`).join("\n")}`,
  );
  return { text: lines.join("\n"), misses };
}
