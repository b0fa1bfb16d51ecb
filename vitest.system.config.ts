import { defineConfig } from "vitest/config";
import { INLINED_PACKAGES } from "./scripts/inlined-packages.mjs";
import { testNodeFlags } from "./tests/node-processes";
import { SlowestFirst } from "./tests/system/slowest-first";

/**
 * Asserts a time a busy machine stretches (a change on both instances within 2 s): run alone,
 * once the files that run side by side are over.
 */
const ALONE = [
  "tests/system/site-edit-instances.test.ts",
  "tests/system/redirects-instances.test.ts",
];

/** Tests that start the production build as a real process (run after `npm run build`). */
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    environment: "node",
    // The command-line tools from the build, as a server runs them (scripts/cli-launcher.mjs):
    // compiling the app's sources through tsx at each of the suite's calls cost minutes of CPU.
    env: { CLI_FROM_BUILD: "1" },
    execArgv: testNodeFlags,
    // Through Vite's module runner, as the build bundles them (scripts/inlined-packages.mjs).
    server: { deps: { inline: INLINED_PACKAGES } },
    testTimeout: 180_000,
    hookTimeout: 180_000,
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "side by side",
          include: ["tests/system/**/*.test.ts"],
          exclude: ALONE,
          // Two files at a time: most of a file's time is waiting (timers, sockets, servers
          // starting), so two overlap on two cores. Each worker has a database of its own.
          maxWorkers: Number(process.env.SYSTEM_TEST_WORKERS ?? 2),
          setupFiles: ["tests/system/worker-database.ts", "tests/system/keep-alive-client.ts"],
          // One server for the files that only send it requests (tests/system/shared-server.ts).
          // And one embedded database migrated once, copied for each server that needs one.
          globalSetup: ["tests/system/global-setup.ts", "tests/system/pglite-template.ts"],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "alone",
          include: ALONE,
          maxWorkers: 1,
          setupFiles: ["tests/system/keep-alive-client.ts"],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
