import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { INLINED_PACKAGES } from "./scripts/inlined-packages.mjs";
import { testNodeFlags } from "./tests/node-processes";

/** The islands' scripts as a test sees them (vite.config.ts makes the real module in a build). */
const islandsScripts: Plugin = {
  name: "procelia:islands-scripts-in-tests",
  resolveId: (id) => (id === "virtual:islands-scripts" ? "\0virtual:islands-scripts" : undefined),
  load: (id) =>
    id === "\0virtual:islands-scripts"
      ? `export default ${JSON.stringify({ scripts: [], preload: [], browser: {} })};`
      : undefined,
};

export default defineConfig({
  plugins: [islandsScripts],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    environment: "node",
    // One embedded database migrated once, copied by the harness for each file.
    globalSetup: ["tests/integration/pglite-template.ts"],
    // Beside the system and browser tests a busy 2-core machine stretches a 4 s test past 30 s.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Two files at a time (UNIT_TEST_WORKERS): a file's waits (timers, sockets, child
    // processes) leave the core to another; each worker has a PostgreSQL database of its own
    // (./tests/integration/harness.ts) and the files' fixed ports differ.
    maxWorkers: Number(process.env.UNIT_TEST_WORKERS ?? 2),
    execArgv: testNodeFlags,
    // Through Vite's module runner, as the build bundles them (scripts/inlined-packages.mjs).
    server: { deps: { inline: INLINED_PACKAGES } },
  },
});
