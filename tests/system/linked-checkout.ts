import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Never part of a release: the repository, runtime data and test output. */
const LEFT_OUT = new Set([".git", "data", "test-results", "coverage"]);
/**
 * Caches that other test processes write while the copy runs (a file can vanish between the
 * listing and the link, which failed CI once); a release rebuilds them when it needs them.
 */
const MODULE_CACHES = new Set([".cache", ".vite", ".vite-temp", ".vitest-cache"]);

function link(from: string, into: string) {
  const copied = spawnSync("cp", ["-al", from, into], { encoding: "utf8" });
  if (copied.status !== 0) throw new Error(`cp -al ${from}: ${copied.stderr}`);
}

/** Hard-links the checkout into `dir` (created): a release's folder without a second build. */
export function linkCheckout(checkout: string, dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(checkout)) {
    if (LEFT_OUT.has(entry)) continue;
    if (entry !== "node_modules") {
      link(join(checkout, entry), dir);
      continue;
    }
    const modules = join(dir, "node_modules");
    mkdirSync(modules);
    for (const name of readdirSync(join(checkout, entry))) {
      if (!MODULE_CACHES.has(name)) link(join(checkout, entry, name), modules);
    }
  }
}
