import type { Database } from "~/platform/database/db.server";
import type { Lang, StaffLang } from "~/platform/i18n/lang";

/**
 * What a language's pages still show in another language, one line per kind of content, in the
 * reader's language: the settings screen lists it before the company switches the language on.
 */
export async function translationGaps(
  _db: Database,
  _lang: Lang,
  _reader: StaffLang,
): Promise<string[]> {
  return [];
}
