import type { Plugin } from "vite";
import { configDefaults, defineConfig } from "vitest/config";
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

const TEST_FILES = ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"];

/**
 * Files that need modules and connections of their own: they change a module's state for the rest
 * of their run (a mocked language table, metrics counters, the mail settings read once), or watch
 * the other sessions of their database (the erasure's rewrite). Each runs in a fresh process. The
 * others share a worker's modules, which saves importing the app again for every file: the stage
 * cost 205 s of CPU instead of 286 s (on PostgreSQL, three runs in shuffled file orders).
 */
const OWN_MODULES = [
  "tests/integration/data-files.test.ts",
  "app/admin/activity/tests/sessions-and-language.test.ts",
  "app/admin/accounts/tests/password-recovery.test.ts",
  "app/platform/i18n/fourth-language.test.ts",
  "app/admin/leads/tests/lead-watch.test.ts",
  "app/admin/intake/tests/lead-acknowledgement.test.ts",
  "app/admin/intake/tests/company-notification.test.ts",
  "tests/integration/api.test.ts",
  "app/platform/http/metrics.server.test.ts",
  "app/admin/system/tests/admin-system.test.ts",
  "app/admin/leads/tests/admin-leads.test.ts",
  "app/admin/intake/tests/mail-subject.test.ts",
  "app/admin/accounts/tests/team-accounts.test.ts",
  "app/admin/accounts/tests/admin-factor-reset.test.ts",
];

export default defineConfig({
  plugins: [islandsScripts],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
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
    projects: [
      {
        extends: true,
        test: {
          name: "shared modules",
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
          isolate: false,
        },
      },
      { extends: true, test: { name: "own modules", include: OWN_MODULES } },
    ],
  },
});
