// The bench's throughput part alone, on the existing build (`npm run build` first): a prerendered
// page of the production server (counted as a reader's view) against a plain static server.
//   node scripts/bench/throughput-only.mjs [--port N] [--duration S] [--connections N]
import "../node-guard.mjs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSite } from "./build-and-serve.mjs";
import { cleanupAll, installSignalHandlers, onCleanup } from "./processes.mjs";
import { throughput } from "./throughput.mjs";

installSignalHandlers();
let exitCode = 0;
try {
  const tmp = mkdtempSync(join(tmpdir(), "procelia-bench-"));
  onCleanup(() => rmSync(tmp, { recursive: true, force: true }));
  const site = await startSite(tmp);
  const result = await throughput(site.base, tmp);
  const perSecond = (load) => Math.round(load.reqPerSec);
  console.log(
    `page ${perSecond(result.site)} req/s (p99 ${result.site.p99} ms), ` +
      `static ${perSecond(result.static)} req/s (p99 ${result.static.p99} ms), ` +
      `page/static ${result.ratio?.toFixed(2)} (goal ≥ 0.9)`,
  );
} catch (error) {
  console.error(`[bench] the throughput could not be measured: ${error?.stack ?? error}`);
  exitCode = 1;
} finally {
  await cleanupAll();
}
process.exit(exitCode);
