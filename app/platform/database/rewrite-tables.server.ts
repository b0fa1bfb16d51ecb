import { sql } from "drizzle-orm";
import { componentLogger } from "~/platform/runtime/logger.server";
import type { Database } from "./db.server";
import { errorCode } from "./db-errors.server";

/** How long a rewrite waits for the transactions that may still see the deleted rows. */
const WAIT_MS = 5_000;

const log = componentLogger("db");

/**
 * A rewrite cut by the statement or lock timeout (a busy disk, a long read of the table) is tried
 * again: the erased rows' bytes would otherwise stay until the next erasure.
 */
const ATTEMPTS = 3;
const TIMED_OUT = new Set(["57014", "55P03"]);

/**
 * Waits until no other session of this database holds a transaction begun before now: VACUUM FULL
 * keeps a deleted row that such a transaction may still see (another instance's or a background
 * task's read of the same table), and the bytes of an erased request would stay on disk.
 */
async function olderTransactionsOver(db: Database): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  const [{ since } = { since: "" }] = (
    (await db.execute(sql`select clock_timestamp()::text as since`)) as unknown as {
      rows: { since: string }[];
    }
  ).rows;
  while (Date.now() < deadline) {
    const result = (await db.execute(sql`
      select count(*)::int as open from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and backend_xmin is not null and xact_start < ${since}::timestamptz`)) as unknown as {
      rows: { open: number }[];
    };
    if ((result.rows[0]?.open ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Said, so that an operator knows why erased bytes may stay until the next rewrite.
  const still = (await db.execute(sql`
    select backend_type as type, state, application_name as application,
      round(extract(epoch from clock_timestamp() - xact_start))::int as "openSeconds"
    from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()
      and backend_xmin is not null and xact_start < ${since}::timestamptz`)) as unknown as {
    rows: object[];
  };
  log.warn(
    { sessions: still.rows },
    "older transactions still open: a rewrite may keep erased rows",
  );
}

/**
 * Rewrites tables after rows were deleted, so that the rows' bytes leave the disk too
 * (docs/decisions/015). Gives the tables that could not be rewritten, with the error: their rows
 * are gone for the site, and their bytes go at the next rewrite.
 */
export async function rewriteTables(
  db: Database,
  tables: readonly string[],
): Promise<{ table: string; error: unknown }[]> {
  const failed: { table: string; error: unknown }[] = [];
  try {
    await olderTransactionsOver(db);
  } catch {
    // Without the activity view the rewrite still runs, as it did before the wait.
  }
  for (const table of tables) {
    for (let attempt = 1; ; attempt++) {
      try {
        await db.execute(sql`vacuum full ${sql.identifier(table)}`);
        break;
      } catch (error) {
        if (attempt < ATTEMPTS && TIMED_OUT.has(errorCode(error) ?? "")) continue;
        failed.push({ table, error });
        break;
      }
    }
  }
  return failed;
}
