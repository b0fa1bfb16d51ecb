import { and, asc, desc, eq, getTableColumns, like, type SQL, sql } from "drizzle-orm";
import type { Database } from "../database/db.server";
import { type ContentHistoryRow, contentHistory } from "../database/schema";

/**
 * The history of the site's own content (docs/decisions/024, 026): one row per changed field, with
 * its old and new values, who and when, under the `entity` of what changed: the settings, the
 * page texts ("page/key/lang") or the collections ("collection/id").
 */
export type HistoryEntity = "settings" | "pageTexts" | "collections";

export interface HistoryChange {
  key: string;
  oldValue: unknown;
  newValue: unknown;
}

/**
 * The columns as read: old and new values come as text, parsed here once. Drizzle's jsonb parses
 * a string value a second time, so a postal code "7522" came back as the number 7522 (shown as
 * blank, refused when restored), and "24", "true" or "null" as a number, a boolean or nothing.
 */
const parseValue = (text: unknown): unknown =>
  typeof text === "string" ? (JSON.parse(text) as unknown) : null;
const columns = {
  ...getTableColumns(contentHistory),
  oldValue: sql<unknown>`${contentHistory.oldValue}::text`.mapWith(parseValue),
  newValue: sql<unknown>`${contentHistory.newValue}::text`.mapWith(parseValue),
};

/** A transaction or the database: history is written in the transaction of the change. */
type Writer = Pick<Database, "insert">;

export async function recordHistory(
  db: Writer,
  entity: HistoryEntity,
  actor: string | null,
  changes: HistoryChange[],
  restoredFrom?: number,
): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(contentHistory).values(
    changes.map((change) => ({
      entity,
      key: change.key,
      oldValue: change.oldValue ?? null,
      newValue: change.newValue ?? null,
      actor: actor?.slice(0, 64) ?? null,
      restoredFrom: restoredFrom ?? null,
    })),
  );
}

/** Reads of one entity's history: a change is never read (nor restored) under another entity. */
function entityHistory(db: Database, entity: HistoryEntity, condition?: SQL) {
  return db
    .select(columns)
    .from(contentHistory)
    .where(and(eq(contentHistory.entity, entity), condition));
}

/**
 * The latest changes of an entity, newest first; one save's changes in the order of its fields.
 * `keyPrefix` keeps one page's or one collection's ("piping/", "projects/").
 */
export async function listHistory(
  db: Database,
  entity: HistoryEntity,
  limit = 50,
  keyPrefix?: string,
): Promise<ContentHistoryRow[]> {
  const escaped = keyPrefix?.replace(/[\\%_]/g, (character) => `\\${character}`);
  const inPrefix = escaped === undefined ? undefined : like(contentHistory.key, `${escaped}%`);
  return entityHistory(db, entity, inPrefix)
    .orderBy(desc(contentHistory.at), asc(contentHistory.id))
    .limit(limit);
}

export async function findHistory(
  db: Database,
  entity: HistoryEntity,
  id: number,
): Promise<ContentHistoryRow | undefined> {
  const [row] = await entityHistory(db, entity, eq(contentHistory.id, id)).limit(1);
  return row;
}
