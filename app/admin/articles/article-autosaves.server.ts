import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../platform/database/db.server";
import { articleAutosaves } from "../../platform/database/schema";

/**
 * The editor's working copies (one per author and article, or per author for a new article):
 * what was typed and not saved yet, kept so that a closed tab, a crash or an ended session loses
 * nothing. Saving the article clears its copy.
 */

export interface Autosave {
  fields: Record<string, string>;
  updatedAt: Date;
}

/** `articleId` null: the author's new article. */
const slot = (userId: number, articleId: number | null) =>
  and(
    eq(articleAutosaves.userId, userId),
    articleId === null
      ? isNull(articleAutosaves.articleId)
      : eq(articleAutosaves.articleId, articleId),
  );

export async function storeAutosave(
  db: Database,
  userId: number,
  articleId: number | null,
  fields: Record<string, string>,
): Promise<Date> {
  const [row] = await db
    .insert(articleAutosaves)
    .values({ userId, articleId, fields })
    .onConflictDoUpdate({
      target:
        articleId === null
          ? [articleAutosaves.userId]
          : [articleAutosaves.userId, articleAutosaves.articleId],
      targetWhere:
        articleId === null
          ? sql`${articleAutosaves.articleId} is null`
          : sql`${articleAutosaves.articleId} is not null`,
      set: { fields, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: articleAutosaves.updatedAt });
  if (!row) throw new Error("autosave returned no row");
  return row.updatedAt;
}

export async function findAutosave(
  db: Database,
  userId: number,
  articleId: number | null,
): Promise<Autosave | undefined> {
  const [row] = await db
    .select({ fields: articleAutosaves.fields, updatedAt: articleAutosaves.updatedAt })
    .from(articleAutosaves)
    .where(slot(userId, articleId))
    .limit(1);
  return row;
}

export async function clearAutosave(
  db: Database,
  userId: number,
  articleId: number | null,
): Promise<void> {
  await db.delete(articleAutosaves).where(slot(userId, articleId));
}
