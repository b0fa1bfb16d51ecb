import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./db.server";

/** A list's query, ordered, that a page is cut from. */
type Ordered<Row> = { limit(size: number): { offset(skip: number): PromiseLike<Row[]> } };

/**
 * One page of a list (page 1 first, `size` rows a page) and how many rows of `table` match
 * `where` in all, read side by side.
 */
export async function listPage<Row>(
  db: Database,
  ordered: Ordered<Row>,
  matching: { table: PgTable; where: SQL | undefined },
  page: number,
  size: number,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    ordered.limit(size).offset((page - 1) * size),
    db.select({ total: count() }).from(matching.table).where(matching.where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
