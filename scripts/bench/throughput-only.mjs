// The bench's throughput part alone, on the existing build (`npm run build` first): a prerendered
// page of the production server (counted as a reader's view) against a plain static server.
//   npm exec -- node scripts/bench/throughput-only.mjs --no-build [--port N] [--duration S] [--connections N]
import "../node-guard.mjs";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSite } from "./build-and-serve.mjs";
import { resultsDir, THROUGHPUT_PAGE } from "./context.mjs";
import { cleanupAll, installSignalHandlers, onCleanup } from "./processes.mjs";
import { measureLoad, throughput } from "./throughput.mjs";

installSignalHandlers();
let exitCode = 0;
try {
  mkdirSync(resultsDir, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), "procelia-bench-"));
  onCleanup(() => rmSync(tmp, { recursive: true, force: true }));
  const site = await startSite(tmp);
  const result = await throughput(site.base, tmp);
  // The same page with a request the site looks at and does not count (no user agent), twice
  // around a counted run: what counting costs, measured side by side on the same server.
  const page = `${site.base}${THROUGHPUT_PAGE}`;
  const uncounted = await measureLoad(page, { "user-agent": "" });
  const counted = await measureLoad(page);
  const uncountedAgain = await measureLoad(page, { "user-agent": "" });
  const perSecond = (load) => Math.round(load.reqPerSec);
  const ratio = (load) => (load.reqPerSec / result.static.reqPerSec).toFixed(2);
  console.log(
    `static ${perSecond(result.static)} req/s (p99 ${result.static.p99} ms)\n` +
      `page, counted: ${perSecond(result.site)} then ${perSecond(counted)} req/s, ` +
      `page/static ${result.ratio?.toFixed(2)} and ${ratio(counted)} (goal ≥ 0.9)\n` +
      `page, not counted: ${perSecond(uncounted)} and ${perSecond(uncountedAgain)} req/s, ` +
      `page/static ${ratio(uncounted)} and ${ratio(uncountedAgain)}`,
  );
} catch (error) {
  console.error(`[bench] the throughput could not be measured: ${error?.stack ?? error}`);
  exitCode = 1;
} finally {
  await cleanupAll();
}
process.exit(exitCode);
