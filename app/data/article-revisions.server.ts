import { desc, eq } from "drizzle-orm";
import type { Database } from "./db.server";
import { articleRevisions } from "./schema";

/** Every back-office save of an article, newest first in the editor: who, when, what it did. */

export type RevisionChange = (typeof articleRevisions.$inferInsert)["change"];

export async function recordRevision(
  db: Database,
  revision: {
    articleId: number;
    version: number;
    actor: string;
    change: RevisionChange;
    fields: Record<string, string>;
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
