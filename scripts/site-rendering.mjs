// Prints, as one JSON line, what rendering every page of the page table costs the production
// build (target: under 3 s of CPU after a settings change): each page rendered by the router
// and compressed (Brotli 11, gzip 9), as the server does after a change that touches every page,
// such as the phone number in the footer. Three renderings in one process: the first is cold
// (route modules loaded, code not yet optimised, as at start-up), the others as a running server;
// then one with nothing changed.
// On a fresh embedded database in a temporary folder. Needs `npm run build`.
//   node scripts/site-rendering.mjs
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const tmp = mkdtempSync(join(tmpdir(), "procelia-rendering-"));
Object.assign(process.env, {
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  DATA_DIR: join(tmp, "pglite"),
});
delete process.env.DATABASE_URL;
const app = await import(pathToFileURL(resolve("build/server/index.js")).href);
try {
  app.env();
  await app.boot();
  const runs = [];
  let pages;
  for (let run = 0; run < 3; run += 1) {
    pages?.stop();
    // Nothing served yet, so every page counts as changed and is compressed.
    pages = app.siteRenderer(new Map());
    await pages.refresh();
    runs.push(pages.figures());
  }
  // Once more with nothing changed, as at a start-up whose database holds no edit: no compression.
  await pages.refresh();
  pages.stop();
  const unchanged = pages.figures();
  const [cold, ...warm] = runs;
  const best = warm.reduce((a, b) => (a.cpuMs <= b.cpuMs ? a : b));
  console.log(JSON.stringify({ cold, warm: best, unchanged }));
} finally {
  await app.shutdown();
  rmSync(tmp, { recursive: true, force: true });
}
