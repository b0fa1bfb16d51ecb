import { and, desc, eq, gte, inArray, sql, sum } from "drizzle-orm";
import type { Database } from "~/platform/database/db.server";
import { documentDownloads, documents, documentVersions } from "~/platform/database/schema";
import { fallbackChain, type Lang } from "~/platform/i18n/lang";
import { addDays, brusselsDate } from "~/platform/text/brussels-time";

// What a public download reads and counts: one counter row per document and day.

/** Each document's downloads: in all, and over the last 30 days (Brussels). */
export function downloadCounts(db: Database) {
  const since = addDays(brusselsDate(), -29);
  return db
    .select({
      documentId: documentDownloads.documentId,
      total: sum(documentDownloads.count).mapWith(Number),
      recent:
        sql<number>`coalesce(sum(${documentDownloads.count}) filter (where ${documentDownloads.day} >= ${since}), 0)`.mapWith(
          Number,
        ),
    })
    .from(documentDownloads)
    .groupBy(documentDownloads.documentId);
}

/** A document's downloads per day, newest first, over the last `days` days (days without any left out). */
export function downloadsByDay(db: Database, documentId: number, days = 90) {
  return db
    .select({ day: documentDownloads.day, count: documentDownloads.count })
    .from(documentDownloads)
    .where(
      and(
        eq(documentDownloads.documentId, documentId),
        gte(documentDownloads.day, addDays(brusselsDate(), -(days - 1))),
      ),
    )
    .orderBy(desc(documentDownloads.day));
}

/**
 * The file a public address serves: the newest version in the language asked for, else in the
 * first language of its fallback chain that has one (French always does); none for a hidden or
 * unknown document.
 */
export async function publicFile(db: Database, slug: string, language: Lang) {
  const chain = fallbackChain(language);
  const rows = await db
    .select({
      id: documents.id,
      bytes: documentVersions.bytes,
      language: documentVersions.language,
      contentHash: documentVersions.contentHash,
      createdAt: documentVersions.createdAt,
    })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.documentId, documents.id))
    .where(
      and(
        eq(documents.slug, slug),
        eq(documents.visible, true),
        inArray(documentVersions.language, chain),
      ),
    )
    .orderBy(desc(documentVersions.createdAt), desc(documentVersions.id));
  // The newest of the first language along the chain that has a file.
  for (const lang of chain) {
    const row = rows.find((candidate) => candidate.language === lang);
    if (row) return row;
  }
  return undefined;
}

/**
 * One more download of a document today (Brussels): a counter row per document and day, so
 * nothing about the visitor is read or kept.
 */
export async function countDownload(db: Database, documentId: number): Promise<void> {
  await db
    .insert(documentDownloads)
    .values({ documentId, day: brusselsDate(), count: 1 })
    .onConflictDoUpdate({
      target: [documentDownloads.documentId, documentDownloads.day],
      set: { count: sql`${documentDownloads.count} + 1` },
    });
}
