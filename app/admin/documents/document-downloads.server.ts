import { and, desc, eq, gte, inArray, sql, sum } from "drizzle-orm";
import type { Database } from "~/platform/database/db.server";
import { documentDownloads, documents, documentVersions } from "~/platform/database/schema";
import type { Lang } from "~/platform/i18n/lang";
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
 * The file a public address serves: the newest version in the language asked for, else the
 * newest French one (English is optional); none for a hidden or unknown document.
 */
export async function publicFile(db: Database, slug: string, language: Lang) {
  const [row] = await db
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
        inArray(documentVersions.language, language === "fr" ? ["fr"] : ["en", "fr"]),
      ),
    )
    // The language asked for first ('en' sorts before 'fr'), then the newest.
    .orderBy(
      sql`${documentVersions.language} = ${language} desc`,
      desc(documentVersions.createdAt),
      desc(documentVersions.id),
    )
    .limit(1);
  return row;
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
