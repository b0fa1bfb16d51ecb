import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../platform/database/db.server";
import { articleRevisions } from "../../platform/database/schema";

/** Every back-office save of an article, newest first in the editor: who, when, what it did. */

export type RevisionChange = (typeof articleRevisions.$inferInsert)["change"];
export type Revision = typeof articleRevisions.$inferSelect;

export async function recordRevision(
  db: Database,
  revision: {
    articleId: number;
    version: number;
    /** Null: not known (a state kept for a save made before revisions were recorded). */
    actor: string | null;
    change: RevisionChange;
    fields: Record<string, string>;
    /** When that state was saved; now when left out. */
    savedAt?: Date;
  },
): Promise<void> {
  await db.insert(articleRevisions).values(revision);
}

/** The latest saves of an article (the editor shows a short history). */
export async function listRevisions(db: Database, articleId: number, limit = 20) {
  return db
    .select({
      id: articleRevisions.id,
      version: articleRevisions.version,
      actor: articleRevisions.actor,
      change: articleRevisions.change,
      savedAt: articleRevisions.savedAt,
    })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.savedAt), desc(articleRevisions.id))
    .limit(limit);
}

/** One saved state of an article, with every field of the form as it was submitted. */
export async function findRevision(db: Database, articleId: number, revisionId: number) {
  const [row] = await db
    .select()
    .from(articleRevisions)
    .where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, articleId)))
    .limit(1);
  return row;
}

/** Whether the article's state at this version is kept as a revision. */
export async function hasRevisionOf(db: Database, articleId: number, version: number) {
  const [row] = await db
    .select({ id: articleRevisions.id })
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.version, version)))
    .limit(1);
  return row !== undefined;
}
