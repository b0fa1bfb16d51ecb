// Moving house: copies the embedded database (DATA_DIR) into an empty PostgreSQL (DATABASE_URL).
//   DATABASE_URL=postgres://… npm run db:copy-to-postgres [-- --skip-sessions]
// Stop the site first (it holds the embedded database's lock). The target gets the migrations,
// must then hold no row, and receives everything in one transaction: leads with their outbox
// state, status and note, articles and their old slugs, accounts, the activity log, and the
// sessions unless --skip-sessions (everyone then signs in again). Rate-limit counters stay behind.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PoolClient } from "pg";
import { connection, MIGRATIONS_FOLDER } from "~/platform/database/db.server";
import { env } from "~/platform/runtime/env.server";
import { parseCall, runCommand } from "./run-command";

/** Parents before children (foreign keys); tables not named here follow, in name order. */
const ORDER = ["users", "leads", "blog_posts", "blog_slug_redirects", "sessions", "audit_log"];
/** Counters of a few minutes, meaningless on another server. */
const LEFT_BEHIND = new Set(["rate_limits"]);
const BATCH_ROWS = 500;

class CopyError extends Error {}

const { values } = parseCall("db-copy-to-postgres", {
  options: {
    "skip-sessions": { type: "boolean", default: false },
  },
});

interface Column {
  name: string;
  serial: boolean;
  /** A file (the media library's pictures, up to 20 MB each). */
  bytea: boolean;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function sourceTables(source: PGlite): Promise<string[]> {
  const { rows } = await source.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const names = rows.map((row) => row.name).filter((name) => !LEFT_BEHIND.has(name));
  const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

async function columnsOf(source: PGlite, table: string): Promise<Column[]> {
  const { rows } = await source.query<Column>(
    `select column_name as name, coalesce(column_default like 'nextval(%', false) as serial,
       data_type = 'bytea' as bytea
     from information_schema.columns where table_schema = 'public' and table_name = $1
     order by ordinal_position`,
    [table],
  );
  return rows;
}

/**
 * Row count and a digest of every row's JSON text, in primary-key order; equal on both sides. A
 * file counts by its own digest, so that a table of pictures never becomes one huge text.
 */
const fingerprintSql = (table: string, columns: Column[]) => {
  const fields = columns
    .map((c) => (c.bytea ? `md5(${quote(c.name)}) as ${quote(c.name)}` : quote(c.name)))
    .join(", ");
  return `select count(*)::int as count, coalesce(md5(string_agg(row_to_json(t)::text, E'\\n' order by row_to_json(t)::text)), '') as digest
   from (select ${fields} from ${quote(table)}) t`;
};

async function copyTable(source: PGlite, target: PoolClient, table: string): Promise<number> {
  const columns = await columnsOf(source, table);
  const list = columns.map((column) => quote(column.name)).join(", ");
  let copied = 0;
  // A picture at a time: its JSON text is twice its size.
  const batch = columns.some((column) => column.bytea) ? 1 : BATCH_ROWS;
  // JSON text carries every type exactly (microseconds, arrays, jsonb, bytea in hex), and the
  // target parses it back into its own column types.
  for (let offset = 0; ; offset += batch) {
    const { rows } = await source.query<{ row: string }>(
      `select row_to_json(t)::text as row from ${quote(table)} t order by 1 limit ${batch} offset ${offset}`,
    );
    if (rows.length === 0) break;
    await target.query(
      `insert into ${quote(table)} (${list})
       select ${list} from json_populate_recordset(null::${quote(table)}, $1::json)`,
      [`[${rows.map((row) => row.row).join(",")}]`],
    );
    copied += rows.length;
  }
  for (const column of columns.filter((c) => c.serial)) {
    // The next id the site hands out comes after the copied ones.
    await target.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(column.name)}), 0) + 1, false) from ${quote(table)}`,
      [quote(table), column.name],
    );
  }
  return copied;
}

async function main(): Promise<number> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (!DATABASE_URL) throw new CopyError("Set DATABASE_URL to the PostgreSQL database to fill.");
  if (!existsSync(join(DATA_DIR, "PG_VERSION"))) {
    throw new CopyError(`No embedded database in ${DATA_DIR} (set DATA_DIR).`);
  }

  const { createPrivatePglite, securePgliteDir } = await import(
    "~/platform/database/pglite-files.server"
  );
  securePgliteDir(DATA_DIR);
  const { acquireDirectoryLock } = await import("~/platform/database/pglite-lock.server");
  const release = await acquireDirectoryLock(DATA_DIR);
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const source = await createPrivatePglite(DATA_DIR);
  try {
    // Both sides at this release's schema: the source as the site would migrate it at start.
    await migrate(drizzle(source), { migrationsFolder: MIGRATIONS_FOLDER });
    const { pool } = await connection(); // migrates the target under the advisory lock
    if (!pool) throw new CopyError("DATABASE_URL is not a PostgreSQL connection.");
    const tables = (await sourceTables(source)).filter(
      (table) => !(values["skip-sessions"] && table === "sessions"),
    );

    const target = await pool.connect();
    try {
      await source.query("set timezone to 'UTC'");
      await target.query("set timezone to 'UTC'; set statement_timeout = 0");
      await target.query("begin");
      for (const table of [...tables, ...LEFT_BEHIND]) {
        const { rows } = await target.query(
          `select exists (select 1 from ${quote(table)}) as used`,
        );
        if (rows[0]?.used) {
          throw new CopyError(
            `The target database is not empty: table ${table} has rows. Copy only into a new, empty database.`,
          );
        }
      }
      const report: string[] = [];
      for (const table of tables) {
        const copied = await copyTable(source, target, table);
        const columns = await columnsOf(source, table);
        const [{ rows: from }, { rows: to }] = await Promise.all([
          source.query<{ count: number; digest: string }>(fingerprintSql(table, columns)),
          target.query<{ count: number; digest: string }>(fingerprintSql(table, columns)),
        ]);
        if (from[0]?.count !== to[0]?.count || from[0]?.digest !== to[0]?.digest) {
          throw new CopyError(
            `Table ${table}: ${from[0]?.count} rows in the embedded database, ${to[0]?.count} copied, or their content differs. Nothing was copied.`,
          );
        }
        report.push(`${table}: ${copied}`);
      }
      await target.query("commit");
      console.log(`Copied and checked (rows per table): ${report.join(", ")}.`);
      console.log("Start the site with this DATABASE_URL; keep the embedded folder until it runs.");
      return 0;
    } catch (error) {
      await target.query("rollback").catch(() => {});
      throw error;
    } finally {
      target.release();
    }
  } finally {
    await source.close();
    await release();
  }
}

runCommand("db-copy-to-postgres", main);
