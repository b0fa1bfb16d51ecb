import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { resetAcknowledgementLimiter } from "~/admin/intake/acknowledgement.server";
import { adminSession } from "~/admin/shell/admin-session.server";
import { closeDb, connection, type Database } from "~/platform/database/db.server";
import { leads, rateLimits } from "~/platform/database/schema";
import { resetEnvCache } from "~/platform/runtime/env.server";
import { routerContext } from "~/request-facts";
import { readBlogSources, syncBlogPosts } from "~/site/blog/blog-sync.server";
import { resetContactRateLimiter } from "~/site/contact/contact-submission.server";
import { ensureDatabase } from "../../scripts/ensure-database.mjs";

export interface TestDatabase {
  name: string;
  /** Points the app at a fresh, empty database. */
  prepare: () => Promise<void>;
}

const tempDirs: string[] = [];

const pglite: TestDatabase = {
  name: "PGlite",
  prepare: async () => {
    const dir = mkdtempSync(join(tmpdir(), "procelia-test-"));
    tempDirs.push(dir);
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = join(dir, "pglite");
    // A copy of the database the global setup migrated (./pglite-template.ts): opening it only
    // checks the migrations.
    const template = process.env.PGLITE_TEMPLATE_DIR;
    if (template && existsSync(template)) {
      cpSync(template, process.env.DATA_DIR, { recursive: true });
      chmodSync(process.env.DATA_DIR, 0o700);
    }
  },
};

/**
 * TEST_DATABASE_URL's database for the first Vitest worker, a sibling database (name_2, ...) made
 * on first use for each other one: files running side by side never drop each other's schema.
 * The variable itself is rewritten so a test that reads it (pg_dump) names this worker's database.
 */
function workerDatabaseUrl(url: string | undefined): string | undefined {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  if (!url || worker <= 1) return url;
  const own = new URL(url);
  own.pathname = `${own.pathname}_${worker}`;
  return own.toString();
}

const TEST_DATABASE_URL = workerDatabaseUrl(process.env.TEST_DATABASE_URL);
if (TEST_DATABASE_URL) process.env.TEST_DATABASE_URL = TEST_DATABASE_URL;

let ensured: Promise<void> | undefined;

const postgres = (url: string): TestDatabase => ({
  name: "PostgreSQL",
  prepare: async () => {
    ensured ??= ensureDatabase(url);
    await ensured;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;",
    );
    await client.end();
    process.env.DATABASE_URL = url;
  },
});

/** PostgreSQL, production's engine, when TEST_DATABASE_URL names a server. */
export const postgresDatabase = TEST_DATABASE_URL ? postgres(TEST_DATABASE_URL) : undefined;
/** The embedded database, for what only it does (its lock, its files' modes). */
export const pgliteDatabase = pglite;

/**
 * Both engines of the run: for the files whose subject is where they differ (the drivers' rows
 * and bytes, the outbox's claims, rate-limit stores, change notifications, migrations, erasure
 * in the files) and the public API (docs/testing.md).
 */
export const everyDatabase: TestDatabase[] = [
  pglite,
  ...(postgresDatabase ? [postgresDatabase] : []),
];

/**
 * One engine for every other file: PostgreSQL when there is one, else PGlite. The same queries
 * through the same Drizzle code on both engines cost a third of the API tests' CPU for nothing
 * the files above do not check; TEST_EVERY_DATABASE=1 runs every file on both.
 */
export const testDatabases: TestDatabase[] =
  process.env.TEST_EVERY_DATABASE === "1" ? everyDatabase : [postgresDatabase ?? pglite];

/** Fresh database, migrated and loaded with the blog articles, as the server's boot does. */
export async function startApp(database: TestDatabase) {
  await closeDb();
  await database.prepare();
  configure();
  const { db } = await connection();
  await syncBlogPosts(db, await readBlogSources());
  return db;
}

/** Settings for the next requests (a fresh rate limiter each time). */
export function configure(env: Record<string, string> = {}) {
  Object.assign(process.env, { CONTACT_RATE_LIMIT: "1000", ...env });
  resetEnvCache();
  resetContactRateLimiter();
  resetAcknowledgementLimiter();
}

/** Empties the leads between tests; opening a new PGlite takes seconds. */
export async function clearContacts(db: Database) {
  await db.delete(leads);
  await db.delete(rateLimits);
  configure();
}

export async function stopApp() {
  await closeDb();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Calls a route module's loader or action as React Router would. */
export function routeArgs<T>(
  request: Request,
  params: Record<string, string> = {},
  clientIp = "203.0.113.7",
): T {
  return { request, params, context: routerContext({ clientIp }) } as unknown as T;
}

/**
 * Calls a back-office loader or action as React Router does: its middleware first (the
 * same-origin check of a write, the session looked up once), then the handler.
 */
export async function asAdmin<A, R>(
  handler: (args: A) => R,
  request: Request,
  params: Record<string, string> = {},
  clientIp?: string,
): Promise<Awaited<R>> {
  const args = routeArgs<Parameters<ReturnType<typeof adminSession>>[0]>(request, params, clientIp);
  await adminSession()(args, async () => new Response());
  return await handler(args as unknown as A);
}

export function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The Response a loader or action threw (a redirect, a 404); fails when it threw nothing. */
export async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}
