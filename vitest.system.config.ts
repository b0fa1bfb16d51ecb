import { defineConfig } from "vitest/config";
import { SlowestFirst } from "./tests/system/slowest-first";

/** Tests that start the production build as a real process (run after `npm run build`). */
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/system/**/*.test.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Two files at a time: most of a file's time is waiting (timers, sockets, servers starting),
    // so two overlap on two cores. Each worker has a PostgreSQL database of its own.
    maxWorkers: Number(process.env.SYSTEM_TEST_WORKERS ?? 2),
    setupFiles: ["tests/system/worker-database.ts"],
    // One server for the files that only send it requests (tests/system/shared-server.ts).
    globalSetup: ["tests/system/global-setup.ts"],
    sequence: { sequencer: SlowestFirst },
  },
});
