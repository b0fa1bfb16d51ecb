import type { Database } from "~/platform/database/db.server";
import { fill } from "~/platform/i18n/format";
import type { Lang, StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { boardLines } from "./translation-board.server";

/**
 * What a language's pages still show in another language, one line per kind of content, in the
 * reader's language: the settings screen lists it before the company switches the language on.
 */
export async function translationGaps(
  db: Database,
  lang: Lang,
  reader: StaffLang,
): Promise<string[]> {
  const t = messages(reader, "adminTranslations").gaps;
  const missing = (await boardLines(db, lang, reader)).filter((line) => line.state === "missing");
  const count = (kind: string) => missing.filter((line) => line.kind === kind).length;
  const lines: string[] = [];
  if (count("page") > 0) lines.push(fill(t.page, { count: count("page") }));
  // A collection's items, each counted once however many of its fields are missing.
  const items = new Map<string, { title: string; entities: Set<string> }>();
  for (const line of missing.filter((candidate) => candidate.kind === "collection")) {
    const group = items.get(line.group) ?? { title: line.groupName, entities: new Set() };
    group.entities.add(line.entity);
    items.set(line.group, group);
  }
  for (const { title, entities } of items.values()) {
    lines.push(fill(t.collection, { title, count: entities.size }));
  }
  if (count("setting") > 0) lines.push(fill(t.setting, { count: count("setting") }));
  if (count("article") > 0) lines.push(fill(t.article, { count: count("article") }));
  return lines;
}
