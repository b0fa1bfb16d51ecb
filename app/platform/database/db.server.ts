import { resolve } from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "~/platform/runtime/env.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

interface Connection {
  db: Database;
  kind: "pglite" | "postgres";
  /** The node-postgres pool, for libraries with a PostgreSQL store of their own. */
  pool?: import("pg").Pool;
  close: () => Promise<void>;
}

const log = componentLogger("db");

/** The advisory lock of each instance's start: migrations, then the start's own writes. */
const STARTUP_LOCK = 72210551;

/**
 * Runs the start's writes (the blog articles' sync, the secrets' sealing) one instance at a time:
 * two instances starting together on an empty database would insert the same rows. The embedded
 * database has one process anyway.
 */
export async function underStartupLock<T>(work: () => Promise<T>): Promise<T> {
  const { pool } = await connection();
  if (!pool) return work();
  const client = await pool.connect();
  try {
    await client.query("set lock_timeout = 0; set statement_timeout = 0");
    await client.query(`select pg_advisory_lock(${STARTUP_LOCK})`);
    return await work();
  } finally {
    await client.query(`select pg_advisory_unlock(${STARTUP_LOCK})`).catch(() => {});
    client.release(true);
  }
}

export const MIGRATIONS_FOLDER = resolve(process.cwd(), "drizzle");

/**
 * The connection and the listener. In development, Vite's module runner evaluates this module
 * again after an edit: `import.meta.hot.data` is what it keeps across, so the reloaded module
 * reuses the one connection (and the one lock of the embedded database).
 */
const state: { db?: Promise<Connection>; listener?: Listener } = import.meta.hot?.data ?? {};

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite; migrated on first use. */
export function connection(): Promise<Connection> {
  if (!state.db) {
    state.db = open().catch((error: unknown) => {
      state.db = undefined; // A database that was down may be up on the next call.
      throw error;
    });
  }
  return state.db;
}

export async function getDb(): Promise<Database> {
  return (await connection()).db;
}

export async function closeDb(): Promise<void> {
  const pending = state.db;
  state.db = undefined;
  await stopListening();
  if (pending) await (await pending).close();
}

/** One listening connection per process, outside the pool (a LISTEN holds its connection). */
interface Listener {
  channels: Map<string, () => void>;
  /** Settles once the first connection attempt is over (listening, or retrying later). */
  ready?: Promise<void>;
  client?: import("pg").Client;
  retry?: ReturnType<typeof setTimeout>;
  stopped: boolean;
}

/**
 * Calls `handler` on every NOTIFY on `channel`, from any instance or plain SQL, and each time the
 * listening connection is (re)established, since notifications sent while it was down are lost.
 * PostgreSQL only: the embedded database has one process, nobody else to hear from.
 */
export function onNotification(channel: string, handler: () => void): Promise<void> {
  const { DATABASE_URL } = env();
  if (!DATABASE_URL) return Promise.resolve();
  let listener = state.listener;
  if (!listener || listener.stopped) {
    listener = { channels: new Map([[channel, handler]]), stopped: false };
    listener.ready = listen(listener, DATABASE_URL, 0);
    state.listener = listener;
    return listener.ready;
  }
  if (!listener.channels.has(channel)) {
    listener.channels.set(channel, handler);
    const client = listener.client;
    if (client) {
      const ready = listener.ready ?? Promise.resolve();
      listener.ready = ready
        .then(() => client.query(`listen ${quoteChannel(channel)}`))
        .then(
          () => {},
          () => {},
        );
    }
  }
  return listener.ready ?? Promise.resolve();
}

function quoteChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  return channel;
}

async function listen(listener: Listener, url: string, failures: number): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  let retried = false;
  const retry = (error?: Error) => {
    if (retried || listener.stopped) return;
    retried = true;
    listener.client = undefined;
    client.end().catch(() => {});
    // 0.5 s, 1 s, 2 s ... 15 s: back soon after a restart, without hammering a database that is down.
    const delay = Math.min(15_000, 500 * 2 ** failures);
    if (error) log.warn({ err: error, retryInMs: delay }, "notification connection lost");
    listener.retry = setTimeout(() => void listen(listener, url, failures + 1), delay);
    listener.retry.unref?.();
  };
  client.on("error", retry);
  client.on("end", () => retry());
  client.on("notification", (message) => listener.channels.get(message.channel)?.());
  try {
    await client.connect();
    for (const channel of listener.channels.keys()) {
      await client.query(`listen ${quoteChannel(channel)}`);
    }
    if (listener.stopped) {
      await client.end();
      return;
    }
    listener.client = client;
    failures = 0;
    for (const handler of listener.channels.values()) handler();
  } catch (error) {
    retry(error as Error);
  }
}

async function stopListening(): Promise<void> {
  const listener = state.listener;
  if (!listener) return;
  listener.stopped = true;
  if (listener.retry) clearTimeout(listener.retry);
  await listener.client?.end().catch(() => {});
  listener.client = undefined;
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
  pool.on("error", (error) => log.error({ err: error }, "idle PostgreSQL client error"));
  const db = drizzle(pool, { schema });
  const client = await pool.connect().catch((error: unknown) => {
    throw unreachable(url, error);
  });
  try {
    // Several instances may start together: one migrates at a time, the others wait for it
    // (without the statement timeout, which would cut the wait and a long migration short).
    // ...and a migration whose instance died is cancelled within a second, so it does not hold
    // its locks until the next start.
    await client.query(
      "set statement_timeout = 0; set lock_timeout = 0; set client_connection_check_interval = 1000",
    );
    await client.query(`select pg_advisory_lock(${STARTUP_LOCK})`);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query(`select pg_advisory_unlock(${STARTUP_LOCK})`).catch(() => {});
    await client
      .query("reset statement_timeout; reset lock_timeout; reset client_connection_check_interval")
      .catch(() => {});
    client.release();
  }
  return { db: db as unknown as Database, kind: "postgres", pool, close: () => pool.end() };
}

/**
 * Says which setting and which server (never the password) when PostgreSQL cannot be reached: the
 * driver's own words ("getaddrinfo ENOTFOUND db") name neither.
 */
function unreachable(url: string, error: unknown): Error {
  const { hostname, port, pathname } = new URL(url);
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `cannot connect to the PostgreSQL database ${pathname.slice(1)} at ${hostname}:${port || 5432} (DATABASE_URL): ${reason}`,
    { cause: error },
  );
}

async function openPglite(dataDir: string): Promise<Connection> {
  const { createPrivatePglite, securePgliteDir } = await import("./pglite-files.server");
  const repaired = securePgliteDir(dataDir);
  if (repaired > 0)
    log.warn({ dataDir, repaired }, "embedded database files made private (0600/0700)");
  const { acquireDirectoryLock } = await import("./pglite-lock.server");
  const release = await acquireDirectoryLock(dataDir);
  try {
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await createPrivatePglite(dataDir);
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
