import { and, eq, inArray } from "drizzle-orm";
import type { Lang } from "~/platform/i18n/lang";
import type { Database } from "../../platform/database/db.server";
import { type PageTextRow, pageTexts } from "../../platform/database/schema";
import { recordHistory } from "../../platform/text/content-history.server";
import { findTextField, isTextPage, type TextPage, textPages } from "./page-text-fields.server";
import { historyKey } from "./page-texts.server";

/**
 * What the "Pages" list, the translation board and the "no longer used" screen read of the page
 * texts, and what they change: a translation confirmed, unused edits removed. The editing of a
 * page (pending edits, publish, restore) is page-texts.server.ts.
 */

/** "The translation is right as it is": clears the "to review" mark of one text. */
export async function confirmTranslation(
  db: Database,
  page: TextPage,
  key: string,
  lang: Lang,
): Promise<boolean> {
  const done = await db
    .update(pageTexts)
    .set({ toReview: false })
    .where(
      and(
        eq(pageTexts.page, page),
        eq(pageTexts.key, key),
        eq(pageTexts.lang, lang),
        eq(pageTexts.toReview, true),
      ),
    )
    .returning({ key: pageTexts.key });
  return done.length > 0;
}

/** Every text marked "to review", page by page, for the translation board. */
export async function textsToReview(db: Database): Promise<PageTextRow[]> {
  const rows = await db.select().from(pageTexts).where(eq(pageTexts.toReview, true));
  return rows.filter((row) => isTextPage(row.page) && findTextField(row.page, row.key));
}

/**
 * Edits whose text a release removed (or whose page is gone): listed in the back office as "no
 * longer used", never applied, and removable.
 */
export async function unusedTexts(db: Database): Promise<PageTextRow[]> {
  const rows = await db.select().from(pageTexts);
  return rows.filter(
    (row) =>
      (row.value !== null || row.hasPending) &&
      !(isTextPage(row.page) && findTextField(row.page, row.key)),
  );
}

/** Removes edits no longer used (the ones `unusedTexts` lists), recorded in the history. */
export async function removeUnusedTexts(
  db: Database,
  ids: readonly { page: string; key: string; lang: Lang }[],
  actor: string | null,
): Promise<number> {
  const unused = new Set(
    (await unusedTexts(db)).map((row) => historyKey(row.page, row.key, row.lang)),
  );
  const chosen = ids.filter((id) => unused.has(historyKey(id.page, id.key, id.lang)));
  if (chosen.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const id of chosen) {
      const [row] = await tx
        .delete(pageTexts)
        .where(
          and(eq(pageTexts.page, id.page), eq(pageTexts.key, id.key), eq(pageTexts.lang, id.lang)),
        )
        .returning();
      if (row) {
        await recordHistory(tx, "pageTexts", actor, [
          { key: historyKey(id.page, id.key, id.lang), oldValue: row.value, newValue: null },
        ]);
      }
    }
  });
  return chosen.length;
}

/** Counts for the "Pages" list: edits published, pending and to review, per page. */
export async function pageTextCounts(
  db: Database,
): Promise<Map<string, { edited: number; pending: number; toReview: number }>> {
  const rows = await db
    .select()
    .from(pageTexts)
    .where(inArray(pageTexts.page, [...textPages]));
  const counts = new Map<string, { edited: number; pending: number; toReview: number }>();
  for (const row of rows) {
    if (!findTextField(row.page as TextPage, row.key)) continue;
    const count = counts.get(row.page) ?? { edited: 0, pending: 0, toReview: 0 };
    if (row.value !== null) count.edited += 1;
    if (row.hasPending) count.pending += 1;
    if (row.toReview) count.toReview += 1;
    counts.set(row.page, count);
  }
  return counts;
}
