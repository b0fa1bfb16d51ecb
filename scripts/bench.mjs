// npm run bench: builds and starts the production site on loopback, then measures page weight
// (HTML and JS, gzip), Lighthouse scores (mobile), throughput of a prerendered page against a
// plain static server, API latency under load, and the production layout (deploy/nginx.conf in
// front of one then two instances on PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL, where
// the bench creates a database procelia_bench; skipped with the reason without nginx or it), and
// the media library's upload of a 6000 x 4000 photo (time to variants ready, server memory), the
// CPU the server spends rendering every page of the page table and the time until an edit in the
// back office is served by two instances behind nginx, and
// an article with five pictures (Lighthouse, a 375 px phone, a picture through nginx), and a
// webhook's delivery after its receiver was down for 30 s.
// Prints a table with the goals and writes bench-results/latest.json. Exit code 0 even when a
// goal is missed; non-zero only when the benchmark itself could not run.
//
// Options (or environment variables):
//   --all            Lighthouse on every page, not only the representative set   (BENCH_ALL=1)
//   --quick          short check: Lighthouse on home and contact once, 3 s loads  (BENCH_QUICK=1)
//   --runs N         Lighthouse runs per page; median of each figure              (BENCH_RUNS, 3)
//   --duration S     seconds of each load test                                  (BENCH_DURATION, 10)
//   --connections N  concurrent connections of each load test                    (BENCH_CONNECTIONS, 50)
//   --warmup S       seconds of warm-up before each load test, not measured      (BENCH_WARMUP, 2)
//   --port N         preferred port of the site, a free one when taken           (BENCH_PORT, 4300)
//   --no-build       reuse an existing build/ instead of running npm run build   (BENCH_NO_BUILD=1)
//   --pictures       only the floor and the article with five pictures            (BENCH_PICTURES=1)
//   BENCH_START_TIMEOUT  seconds to wait for the site to answer 200 on /          (120)
//   BENCH_DATABASE_PREFIX  name of the bench's PostgreSQL databases, and prefix of the others
//                        (procelia_bench, procelia_bench_media, procelia_bench_pictures)
//   CHROMIUM_PATH    Chromium binary (default /usr/bin/chromium)
import "./node-guard.mjs";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { build, startSite } from "./bench/build-and-serve.mjs";
import { clusterLoad, clusterReport } from "./bench/cluster.mjs";
import {
  API_PATH,
  elapsed,
  GOALS,
  LIGHTHOUSE_SET,
  log,
  options,
  phase,
  phases,
  resultsDir,
  started,
} from "./bench/context.mjs";
import { devFirstPage } from "./bench/dev-start.mjs";
import { editPropagation } from "./bench/edit-propagation.mjs";
import { lighthouseFloor } from "./bench/floor.mjs";
import { runLighthouse } from "./bench/lighthouse.mjs";
import { mediaThroughNginx } from "./bench/media-nginx.mjs";
import { mediaReport, mediaUpload } from "./bench/media-upload.mjs";
import { measureHtml, measureJs, pagePaths } from "./bench/page-weight.mjs";
import { phonePictures } from "./bench/phone-pictures.mjs";
import { pictureArticle } from "./bench/picture-article.mjs";
import {
  cleanupAll,
  installSignalHandlers,
  onCleanup,
  wasInterrupted,
} from "./bench/processes.mjs";
import { siteRendering } from "./bench/site-rendering.mjs";
import { report } from "./bench/summary.mjs";
import { pictureSummary } from "./bench/targets.mjs";
import { measureLoad, throughput } from "./bench/throughput.mjs";
import { webhookOutage } from "./bench/webhook-outage.mjs";

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
  if (options.pictures) {
    data.floor = await phase("lighthouse floor (an empty page)", () => lighthouseFloor(tmp));
    data.pictures = await picturePhases(tmp).catch((error) => ({ error: error.message }));
    const { text } = pictureSummary(data);
    writeFileSync(join(resultsDir, "pictures.json"), `${JSON.stringify(data, null, 2)}\n`);
    console.log(text);
    return;
  }
  const site = await phase("start", () => startSite(tmp));
  const paths = pagePaths();
  log(`${paths.length} pages`);

  const html = await phase("html", () => measureHtml(site.base, paths));
  const js = await phase("js", () => measureJs(site.base, paths));
  data.chromium = js.version;
  data.pages = paths.map((path) => ({ path, ...html.get(path), ...js.pages.get(path) }));

  const lighthousePaths = options.all ? paths : options.quick ? ["/", "/contact"] : LIGHTHOUSE_SET;
  data.lighthouse = await phase(`lighthouse (${lighthousePaths.length} pages)`, () =>
    runLighthouse(site.base, lighthousePaths),
  );
  data.floor = await phase("lighthouse floor (an empty page)", () => lighthouseFloor(tmp));
  data.throughput = await phase("throughput", () => throughput(site.base, tmp));
  data.rendering = await phase("pages rendered by the server", () =>
    siteRendering().catch((error) => ({ error: error.message })),
  );
  data.editPropagation = await phase("an edit seen on two instances behind nginx", () =>
    editPropagation(tmp).catch((error) => ({ error: error.message })),
  );
  data.api = await phase("api", () => measureLoad(site.base + API_PATH));
  data.cluster = await phase("nginx and PostgreSQL", () => clusterLoad(tmp));
  data.pictures = await picturePhases(tmp).catch((error) => ({ error: error.message }));
  data.media = await phase("media upload", () => mediaUpload(tmp));
  data.webhookOutage = await phase("a webhook after a 30 s outage of its receiver", () =>
    webhookOutage().catch((error) => ({ error: error.message })),
  );
  // Last, once the production server is stopped: Vite's start is measured on a quiet machine.
  await site.stop();
  data.dev = await phase("npm run dev", () =>
    devFirstPage(tmp).catch((error) => ({ error: error.message })),
  );

  data.phasesMs = phases;
  data.loadAverageEnd = loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  data.totalSeconds = Number(elapsed(started));
  const { text, misses } = report(data);
  const cluster = clusterReport(data.cluster);
  const media = mediaReport(data.media);
  data.misses = [...misses, ...cluster.misses, ...media.misses];
  writeFileSync(join(resultsDir, "latest.json"), `${JSON.stringify(data, null, 2)}\n`);
  console.log(text);
  console.log(cluster.text);
  for (const miss of cluster.misses) console.log(`  ✗ ${miss}`);
  console.log(media.text);
  for (const miss of media.misses) console.log(`  ✗ ${miss}`);
  console.log(`\nResults: bench-results/latest.json. Total time ${data.totalSeconds} s.`);
}

/** An article with five pictures on a server of its own, measured three ways. */
async function picturePhases(tmp) {
  const site = await phase("article with five pictures", () => pictureArticle(tmp));
  const lighthouse = await phase("lighthouse (article with five pictures)", () =>
    runLighthouse(site.base, [site.path]),
  );
  const phone = await phase("375 px phone", () => phonePictures(site.base, site.path));
  const nginx = await phase("a picture through nginx", () =>
    mediaThroughNginx(site, phone.firstVariant, tmp),
  );
  await site.stop();
  const { base, host, stop, ...about } = site;
  return { ...about, lighthouse: lighthouse.pages[0], phone, nginx };
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
