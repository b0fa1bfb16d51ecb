import { count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/db.server";
import { type NotFoundRow, notFoundLog } from "../../platform/database/schema";
import { loggable404 } from "./redirect-rules";

/**
 * The 404 log: which paths visitors asked for that the site lacks, how often, when last. Nothing
 * about the visitor (no address, no user agent) and no query string. Counted in memory and added
 * to the table every few seconds; bounded so that a bot trying random paths cannot fill it.
 */

/** Rows kept: beyond, the least asked (then the oldest) go. */
export const MAX_LOGGED_PATHS = 1_000;
/** Distinct paths held in memory between two writes; more are not counted until the next. */
export const MAX_PENDING_PATHS = 500;

const state: { pending?: Map<string, number> } = import.meta.hot?.data ?? {};

/** Counts a 404 of a decoded path (no query string); a path too long or of the site's own is ignored. */
export function record404(path: string): void {
  if (!loggable404(path)) return;
  state.pending ??= new Map();
  const pending = state.pending;
  const seen = pending.get(path);
  if (seen === undefined && pending.size >= MAX_PENDING_PATHS) return;
  pending.set(path, (seen ?? 0) + 1);
}

/** Adds the counts held in memory to the table, then trims it to its bound. */
export async function flush404(db: Database, now = new Date()): Promise<void> {
  const pending = state.pending;
  if (!pending || pending.size === 0) return;
  state.pending = new Map();
  const rows = [...pending].map(([path, hits]) => ({
    path,
    hits,
    firstSeenAt: now,
    lastSeenAt: now,
  }));
  await db
    .insert(notFoundLog)
    .values(rows)
    .onConflictDoUpdate({
      target: notFoundLog.path,
      set: {
        hits: sql`${notFoundLog.hits} + excluded.hits`,
        lastSeenAt: sql`greatest(${notFoundLog.lastSeenAt}, excluded.last_seen_at)`,
      },
    });
  const [total] = await db.select({ n: count() }).from(notFoundLog);
  if ((total?.n ?? 0) > MAX_LOGGED_PATHS) {
    await db.execute(sql`
      delete from ${notFoundLog} where ${notFoundLog.path} not in (
        select ${notFoundLog.path} from ${notFoundLog}
        order by ${notFoundLog.hits} desc, ${notFoundLog.lastSeenAt} desc
        limit ${MAX_LOGGED_PATHS}
      )`);
  }
}

export const NOT_FOUND_PAGE_SIZE = 50;

/** The most asked first, then the newest. */
export async function list404(
  db: Database,
  page = 1,
): Promise<{ rows: NotFoundRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notFoundLog)
      .orderBy(desc(notFoundLog.hits), desc(notFoundLog.lastSeenAt))
      .limit(NOT_FOUND_PAGE_SIZE)
      .offset((page - 1) * NOT_FOUND_PAGE_SIZE),
    db.select({ n: count() }).from(notFoundLog),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A line of the log goes once it is redirected, or dismissed. */
export async function remove404(db: Database, path: string): Promise<boolean> {
  const gone = await db
    .delete(notFoundLog)
    .where(eq(notFoundLog.path, path))
    .returning({ path: notFoundLog.path });
  return gone.length > 0;
}

/** Empties what is held in memory (tests). */
export function forgetPending404(): void {
  state.pending = new Map();
}
