// Lighthouse (mobile, simulated throttling): median of --runs runs per page.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CATEGORIES, chromiumArgs, chromiumPath, elapsed, log, options, root } from "./context.mjs";
import { onCleanup } from "./processes.mjs";

export function median(values) {
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

export async function runLighthouse(base, paths) {
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
