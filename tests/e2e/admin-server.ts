import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Page, test } from "@playwright/test";
import pg from "pg";
import frAdmin from "../../app/platform/i18n/messages/fr/admin.server";
import { testClockFile } from "../integration/test-clock";
import { testNodeFlags, toolCommand } from "../node-processes";

export interface AdminServer {
  origin: string;
  /** The environment the server runs with (database included), for CLI calls beside it. */
  env: NodeJS.ProcessEnv;
  /** Stops the server, runs `work` (CLI calls: the embedded database is locked while it runs), restarts it. */
  whileStopped(work: (env: NodeJS.ProcessEnv) => void): Promise<void>;
  /** Moves the server's clock `ms` on (with `movableClock`); the server sees it within 100 ms. */
  moveClock(ms: number): void;
  stop(): Promise<void>;
}

export interface AdminServerOptions {
  name: string;
  port: number;
  user: string;
  password: string;
  env?: Record<string, string>;
  /** A clock the spec moves instead of waiting (TEST_CLOCK_FILE: app/platform/runtime/clock.server.ts). */
  movableClock?: boolean;
  /** Runs after the first account is made and before the server starts (the database is free). */
  seed?: (env: NodeJS.ProcessEnv) => void | Promise<void>;
}

/**
 * A database of the spec's own: a fresh PostgreSQL database beside TEST_DATABASE_URL's when it is
 * set (so specs running side by side never share one), else a fresh embedded database.
 */
async function databaseEnv(name: string): Promise<{ env: Record<string, string>; dir?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = `procelia_e2e_${name.replace(/\W/g, "_")}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    await client.query(`create database ${database}`);
    await client.end();
    const own = new URL(url);
    own.pathname = `/${database}`;
    return { env: { DATABASE_URL: own.toString() } };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `procelia-${name}-`));
  return { env: { DATA_DIR: path.join(dir, "pglite") }, dir };
}

/** Starts the built server and resolves once it listens. */
async function launch(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [...testNodeFlags, "server/index.ts"], {
    env: { ...env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  server.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const deadline = Date.now() + 90_000;
  while (!log.includes("[server] http://")) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill("SIGKILL"); // never left behind holding the port
      throw new Error(`no server:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

/**
 * The built server on a port of its own, with a first back-office account made by the CLI exactly
 * as docs/back-office.md tells an operator (the embedded database is locked while a server holds it, so the
 * account is made before the server starts).
 */
export async function startAdminServer(options: AdminServerOptions): Promise<AdminServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const database = await databaseEnv(options.name);
  const clock = options.movableClock ? testClockFile(options.name) : undefined;
  // Production on PostgreSQL seals TOTP keys with SECRETS_KEY and refuses TOTP without it.
  const env = {
    ...process.env,
    ...database.env,
    PUBLIC_SITE_URL: origin,
    SECRETS_KEY: "e2e1".repeat(16),
    ...(clock && { TEST_CLOCK_FILE: clock.file }),
    ...options.env,
  };
  execFileSync(
    "sh",
    ["-c", `printf '%s\\n' "$PW" | ${toolCommand("users")} add ${options.user} --password-stdin`],
    { env: { ...env, PW: options.password }, stdio: "pipe" },
  );
  await options.seed?.(env);
  let server: ChildProcess = await launch(env, options.port);
  const halt = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
  };
  return {
    origin,
    env,
    async whileStopped(work) {
      await halt();
      try {
        work(env);
      } finally {
        server = await launch(env, options.port);
      }
    },
    moveClock(ms) {
      if (!clock) throw new Error("no movable clock: start the server with movableClock");
      clock.move(ms);
    },
    async stop() {
      await halt();
      clock?.remove();
      if (database.dir) rmSync(database.dir, { recursive: true, force: true });
    },
  };
}

/**
 * Gives the calling spec a server of its own: its tests run in order against it (their baseURL),
 * started before the first test and stopped after the last. Hooks the spec declares before this
 * call run before the server starts; after it, after it stops. Returns the server's origin and a
 * sign-in through the French form as the account's owner.
 */
export function registerAdminServer(options: AdminServerOptions, startTimeout = 120_000) {
  let server: AdminServer | undefined;
  const origin = `http://127.0.0.1:${options.port}`;
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: origin });
  test.beforeAll(async () => {
    test.setTimeout(startTimeout);
    server = await startAdminServer(options);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  async function signIn(page: Page, redirectTo?: string) {
    const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
    await page.goto(`/admin/login${query}`);
    await page.getByLabel(frAdmin.login.username).fill(options.user);
    await page.getByLabel(frAdmin.login.password).fill(options.password);
    await page.getByRole("button", { name: frAdmin.login.submit }).click();
    await page.waitForURL((url) => !url.pathname.endsWith("/admin/login"));
  }
  const whileStopped = (work: (env: NodeJS.ProcessEnv) => void) => {
    if (!server) throw new Error("no server");
    return server.whileStopped(work);
  };
  const moveClock = (ms: number) => {
    if (!server) throw new Error("no server");
    server.moveClock(ms);
  };
  return { origin, signIn, whileStopped, moveClock };
}
