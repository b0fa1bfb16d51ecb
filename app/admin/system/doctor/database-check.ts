import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { accountName } from "./files";
import type { CheckStatus, CheckValues } from "./types";

type Result = { status: CheckStatus; values: CheckValues["database"] };

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations this release brings: drizzle/meta/_journal.json, in order. */
function journal(root: string): JournalEntry[] {
  const file = join(root, "drizzle/meta/_journal.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { entries: JournalEntry[] }).entries;
}

/** Any query runner: node-postgres' client and PGlite both answer with { rows }. */
export type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Drizzle records each applied migration with its journal time (created_at) and applies those
 * newer than the newest it recorded: the same rule tells what is pending, without applying it.
 */
async function compare(
  query: Query,
  root: string,
  kind: "postgres" | "pglite",
  target: string,
): Promise<Result> {
  const expected = journal(root);
  const table = await query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as found",
  );
  const rows = table.rows[0]?.found
    ? (await query("select created_at from drizzle.__drizzle_migrations")).rows
    : [];
  const applied = rows.map((row) => Number(row.created_at));
  const newest = applied.length > 0 ? Math.max(...applied) : -1;
  const pending = expected.filter((entry) => entry.when > newest).map((entry) => entry.tag);
  const ahead = newest > (expected.at(-1)?.when ?? -1);
  const values = { kind, target, applied: applied.length, expected: expected.length, pending };
  if (pending.length > 0) return { status: "fail", values: { reason: "pending", ...values } };
  if (ahead) return { status: "warn", values: { reason: "ahead", ...values } };
  return { status: "ok", values: { reason: "ok", ...values } };
}

/** host:port/name, without the account or its password. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || "localhost"}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}

/** The first line of a driver's message, never a password (PostgreSQL's do not quote it). */
const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0]?.trim() || "no answer";

async function checkPostgres(url: string, root: string, timeoutMs: number): Promise<Result> {
  const { default: pg } = await import("pg");
  const target = describeUrl(url);
  // Short limits: a database that does not answer fails in seconds, not after the OS's timeout.
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
  });
  client.on("error", () => {}); // a connection lost after the answer is not this check's business
  try {
    await client.connect();
    return await compare((text) => client.query(text), root, "postgres", target);
  } catch (error) {
    return {
      status: "fail",
      values: { reason: "unreachable", kind: "postgres", target, error: oneLine(error) },
    };
  } finally {
    await client.end().catch(() => {});
  }
}

async function checkEmbedded(dataDir: string, root: string): Promise<Result> {
  const target = resolve(dataDir);
  if (!existsSync(join(target, "PG_VERSION"))) {
    return { status: "warn", values: { reason: "not-created", target } };
  }
  // Opened by root, the database would get files root owns, which the site could not write.
  const owner = statSync(target).uid;
  if (process.getuid?.() === 0 && owner !== 0) {
    return { status: "warn", values: { reason: "other-owner", target, owner: accountName(owner) } };
  }
  const { acquireDirectoryLock } = await import("~/platform/database/pglite-lock.server");
  let release: () => Promise<void>;
  try {
    release = await acquireDirectoryLock(target);
  } catch (error) {
    // The running site holds the embedded database; it checks its migrations at start (/readyz).
    const holder = /process (\d+)/.exec((error as Error).message)?.[1] ?? "?";
    return { status: "warn", values: { reason: "in-use", target, process: holder } };
  }
  try {
    const { createPrivatePglite } = await import("~/platform/database/pglite-files.server");
    const db = await createPrivatePglite(target);
    try {
      return await compare((text) => db.query(text), root, "pglite", target);
    } finally {
      await db.close();
    }
  } catch (error) {
    return {
      status: "fail",
      values: { reason: "unreachable", kind: "pglite", target, error: oneLine(error) },
    };
  } finally {
    await release();
  }
}

/**
 * The database the site uses answers, and every migration of this release is applied to it.
 * Inside the site (`siteQuery`), through the site's own connection: the embedded database cannot
 * be opened twice.
 */
export async function checkDatabase(
  settings: { DATABASE_URL?: string; DATA_DIR: string },
  root: string,
  timeoutMs: number,
  siteQuery?: Query,
): Promise<Result> {
  if (siteQuery) {
    const kind = settings.DATABASE_URL ? "postgres" : "pglite";
    const target = settings.DATABASE_URL
      ? describeUrl(settings.DATABASE_URL)
      : resolve(settings.DATA_DIR);
    try {
      return await compare(siteQuery, root, kind, target);
    } catch (error) {
      return {
        status: "fail",
        values: { reason: "unreachable", kind, target, error: oneLine(error) },
      };
    }
  }
  return settings.DATABASE_URL
    ? checkPostgres(settings.DATABASE_URL, root, timeoutMs)
    : checkEmbedded(settings.DATA_DIR, root);
}
