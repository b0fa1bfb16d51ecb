import { sql } from "drizzle-orm";
import { componentLogger } from "~/platform/runtime/logger.server";
import type { Database } from "./db.server";
import { errorCode } from "./db-errors.server";

/** How long a rewrite waits for the transactions that may still see the deleted rows. */
const WAIT_MS = 10_000;

const log = componentLogger("db");

/**
 * A rewrite cut by the statement or lock timeout (a busy disk, a long read of the table) is tried
 * again: the erased rows' bytes would otherwise stay until the next erasure.
 */
const ATTEMPTS = 3;
const TIMED_OUT = new Set(["57014", "55P03"]);

const rows = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Waits until no transaction that began before now may still need the deleted rows, else VACUUM
 * FULL keeps them and the bytes of an erased request stay on disk:
 * - a snapshot of another session of this database (another instance's or a background task's
 *   read of the same table): its `backend_xmin`;
 * - a transaction that writes, in any database of the server (a migration, a restore test): the
 *   rewrite's own snapshot reaches back to the oldest one running (`pg_current_snapshot()`, which
 *   needs no privilege to see other databases).
 */
async function olderTransactionsOver(db: Database): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  const [start] = rows<{ since: string; next: string }>(
    await db.execute(sql`
      select clock_timestamp()::text as since, pg_snapshot_xmax(pg_current_snapshot())::text as next`),
  );
  if (!start) return;
  const older = sql`
    select count(*)::int as sessions,
      pg_snapshot_xmin(pg_current_snapshot()) < ${start.next}::xid8 as writers
    from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()
      and backend_xmin is not null and xact_start < ${start.since}::timestamptz`;
  let open = { sessions: 0, writers: false };
  while (Date.now() < deadline) {
    [open = { sessions: 0, writers: false }] = rows<typeof open>(await db.execute(older));
    if (open.sessions === 0 && !open.writers) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Said, so that an operator knows why erased bytes may stay until the next rewrite.
  log.warn(open, "older transactions still open: a rewrite may keep erased rows");
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
