import type { Database } from "~/platform/database/db.server";
import type { PageTextRow } from "~/platform/database/schema";
import { defaultLang, type Lang } from "~/platform/i18n/lang";
import { recordSources, type SourceNote } from "~/platform/text/translation-sources.server";
import {
  findTextField,
  type TextField,
  type TextPage,
} from "../site-content/page-text-fields.server";

/**
 * The page texts' part of the translation sources (docs/decisions/054): called by the page
 * screen's save with the page's rows as they were and the edits about to be written.
 */

/** A text as the page's editor shows it: the pending edit, else the published one, else the default. */
export function pageWorkingText(
  field: TextField,
  lang: Lang,
  row: PageTextRow | undefined,
): string {
  if (row?.hasPending) return row.pending ?? field.defaults[lang];
  return row?.value ?? field.defaults[lang];
}

/**
 * Edits of a page about to be saved: a translation edited now is written from the French it will
 * stand beside; a translation edited earlier, with nothing recorded, gets the French of before
 * when the French changes (so that it shows "to review").
 */
export async function notePageTextEdits(
  db: Pick<Database, "insert" | "select">,
  page: TextPage,
  edits: readonly { key: string; lang: Lang; value: string | null }[],
  rows: readonly PageTextRow[],
  actor: string | null,
): Promise<void> {
  const stored = new Map(rows.map((row) => [`${row.key}/${row.lang}`, row]));
  const saved: SourceNote[] = [];
  const baseline: SourceNote[] = [];
  for (const edit of edits) {
    const field = findTextField(page, edit.key);
    if (!field) continue;
    const frenchBefore = pageWorkingText(field, defaultLang, stored.get(`${edit.key}/fr`));
    const frenchEdit = edits.find((e) => e.key === edit.key && e.lang === defaultLang);
    const frenchAfter = frenchEdit ? (frenchEdit.value ?? field.defaults.fr) : frenchBefore;
    const note = { kind: "page" as const, entity: page, field: edit.key };
    if (edit.lang !== defaultLang) {
      const now = pageWorkingText(field, edit.lang, stored.get(`${edit.key}/${edit.lang}`));
      if ((edit.value ?? field.defaults[edit.lang]) !== now) {
        saved.push({ ...note, lang: edit.lang, source: frenchAfter });
      }
      continue;
    }
    if (frenchAfter === frenchBefore) continue;
    for (const row of rows) {
      const edited = row.value !== null || (row.hasPending && row.pending !== null);
      if (row.key !== edit.key || row.lang === defaultLang || !edited) continue;
      baseline.push({ ...note, lang: row.lang as Lang, source: frenchBefore });
    }
  }
  await recordSources(db, saved, actor);
  await recordSources(db, baseline, actor, false);
}
