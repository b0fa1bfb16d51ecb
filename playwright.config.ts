import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { testNodeFlags } from "./tests/node-processes";

// The command-line tools from the build, as a server runs them (scripts/cli-launcher.mjs): the
// specs' servers make their first account with `npm run users`.
process.env.CLI_FROM_BUILD ??= "1";

/**
 * Debian's headless shell (package chromium-headless-shell), the browser Playwright itself runs
 * headless: the same Blink as /usr/bin/chromium without its window and toolbar. The full browser
 * opens an address-bar renderer for each test's window; measured on 108 public-page tests, the
 * shell takes 148 s of CPU against 224-243 s (decision 036). A run with a window (--headed,
 * --debug, --ui) needs the full browser.
 */
const withWindow = process.argv.some((arg) => ["--headed", "--debug", "--ui"].includes(arg));
const browserPath =
  process.env.CHROMIUM_PATH ??
  (withWindow ? "/usr/bin/chromium" : "/usr/bin/chromium-headless-shell");

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * End-to-end tests against the production build (`node scripts/start.mjs`, which builds first
 * when there is no build), with a fresh embedded database per run and Debian's Chromium.
 */
export default defineConfig({
  testDir: "./tests/e2e",
  // The back-office server most admin specs share (tests/e2e/shared-admin.ts).
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // The browser tests run beside the unit and system tests (scripts/test.mjs): a busy 2-core
  // machine stretches the longest ones (publishing a page, several uploads) past 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : "list",
  use: {
    baseURL,
    // Tracing every test costs a third of the run on a 2-core machine: ask for it with --trace on.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: browserPath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--no-first-run",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    command: `node ${testNodeFlags.join(" ")} scripts/start.mjs --no-env-file`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: path.join(os.tmpdir(), `procelia-e2e-${Date.now()}`),
      CONTACT_RATE_LIMIT: "1000",
      // Else the embedded database's key file would be left beside DATA_DIR, outside its folder.
      SECRETS_KEY: "e2e0".repeat(16),
      // One JSON line per request would bury the test report; warnings and errors still show.
      LOG_LEVEL: "warn",
    },
  },
});
