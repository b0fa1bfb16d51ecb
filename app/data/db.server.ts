import { resolve } from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "~/services/env.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

interface Connection {
  db: Database;
  kind: "pglite" | "postgres";
  /** The node-postgres pool, for libraries with a PostgreSQL store of their own. */
  pool?: import("pg").Pool;
  close: () => Promise<void>;
}

export const MIGRATIONS_FOLDER = resolve(process.cwd(), "drizzle");

/** Kept on globalThis so that dev-server reloads reuse the one connection (and the one lock). */
const state = globalThis as typeof globalThis & { __procelia_db?: Promise<Connection> };

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite; migrated on first use. */
export function connection(): Promise<Connection> {
  if (!state.__procelia_db) {
    state.__procelia_db = open().catch((error: unknown) => {
      state.__procelia_db = undefined; // A database that was down may be up on the next call.
      throw error;
    });
  }
  return state.__procelia_db;
}

export async function getDb(): Promise<Database> {
  return (await connection()).db;
}

export async function closeDb(): Promise<void> {
  const pending = state.__procelia_db;
  state.__procelia_db = undefined;
  if (pending) await (await pending).close();
}

async function open(): Promise<Connection> {
  const { DATABASE_URL, DATA_DIR } = env();
  return DATABASE_URL ? openPostgres(DATABASE_URL) : openPglite(DATA_DIR);
}

async function openPostgres(url: string): Promise<Connection> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const timeout = env().DB_STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // The server cancels a statement past the limit; the client gives up shortly after, in case
    // the server itself does not answer.
    statement_timeout: timeout,
    lock_timeout: timeout,
    query_timeout: timeout + 2_000,
    idle_in_transaction_session_timeout: 60_000,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on("error", (error) => console.error("[db] idle PostgreSQL client error:", error.message));
  const db = drizzle(pool, { schema });
  const client = await pool.connect();
  try {
    // Several instances may start together: one migrates at a time, the others wait for it
    // (without the statement timeout, which would cut the wait and a long migration short).
    await client.query("set statement_timeout = 0; set lock_timeout = 0");
    await client.query("select pg_advisory_lock(72210551)");
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock(72210551)").catch(() => {});
    await client.query("reset statement_timeout; reset lock_timeout").catch(() => {});
    client.release();
  }
  return { db: db as unknown as Database, kind: "postgres", pool, close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<Connection> {
  const { acquireDirectoryLock } = await import("./pglite-lock.server");
  const release = await acquireDirectoryLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await PGlite.create(dataDir);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      kind: "pglite",
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
