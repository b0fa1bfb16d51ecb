import { asc, eq } from "drizzle-orm";
import { registeredCollections } from "~/admin/site-content/collection-registry.server";
import { textPages } from "~/admin/site-content/page-text-fields.server";
import type { Database } from "~/platform/database/db.server";
import { type BlogPostRow, blogPosts } from "~/platform/database/schema";
import { defaultLang, type Lang, locales, type StaffLang } from "~/platform/i18n/lang";
import { type BoardLine, boardLines } from "./translation-board.server";
import type { XliffFile, XliffUnit } from "./xliff.server";
import { writeXliff } from "./xliff.server";

/**
 * What an XLIFF file holds (docs/decisions/054): everything to review or missing, one page's
 * texts, or one article, in one target language: page texts, articles, collections' text fields
 * (not their lists of words) and localized settings.
 */

export type ExportSet =
  | { set: "open" }
  | { set: "page"; page: string }
  | { set: "article"; article: string };

/** The parts of an article a translator translates, each its own unit. */
export const articleParts = ["title", "excerpt", "markdown"] as const;
export type ArticlePart = (typeof articleParts)[number];

/** A unit's id: "page|home|hero.title", "article|<key>|title". */
export const unitId = (kind: string, entity: string, field: string) => `${kind}|${entity}|${field}`;

const stateOf = (line: BoardLine): XliffUnit["state"] =>
  line.state === "missing"
    ? "needs-translation"
    : line.state === "toReview"
      ? "needs-review-translation"
      : "translated";

/** Whether a collection's field is a text (a list of words is not sent to translators). */
export function isTextField(collection: string, field: string): boolean {
  const entry = registeredCollections.find((candidate) => candidate.definition.name === collection);
  const kind = entry?.screen.fields.find((candidate) => candidate.name === field)?.kind;
  return kind === "localizedText" || kind === "localizedLongText";
}

const unitOf = (line: BoardLine): XliffUnit => ({
  id: unitId(line.kind, line.entity, line.field),
  note: `${line.groupName} · ${line.name}`,
  source: line.source,
  target: line.state === "missing" ? undefined : line.target,
  state: stateOf(line),
});

/** The French articles, for the export's choice of one. */
export async function listArticlesForExport(db: Database) {
  const rows = await db
    .select({ key: blogPosts.translationKey, title: blogPosts.title })
    .from(blogPosts)
    .where(eq(blogPosts.language, defaultLang))
    .orderBy(asc(blogPosts.title));
  return rows.map((row) => ({ value: row.key, label: row.title }));
}

async function articleFile(db: Database, line: BoardLine, lang: Lang): Promise<XliffFile> {
  const posts = await db.select().from(blogPosts).where(eq(blogPosts.translationKey, line.entity));
  const french = posts.find((post) => post.language === defaultLang) as BlogPostRow;
  const target = posts.find((post) => post.language === lang);
  return {
    original: `article/${line.entity}`,
    units: articleParts.map((part) => ({
      id: unitId("article", line.entity, part),
      note: `${line.name} · ${part}`,
      source: french[part],
      target: target?.[part],
      state: stateOf(line),
    })),
  };
}

/** The chosen set as an XLIFF 1.2 document, with the number of texts it holds. */
export async function exportXliff(
  db: Database,
  lang: Lang,
  chosen: ExportSet,
  reader: StaffLang,
): Promise<{ xml: string; count: number; name: string }> {
  const kinds =
    chosen.set === "open"
      ? (["page", "article", "collection", "setting"] as const)
      : (["page", "article"] as const);
  const lines = (await boardLines(db, lang, reader, kinds)).filter((line) =>
    chosen.set === "open"
      ? line.state !== "current"
      : chosen.set === "page"
        ? line.kind === "page" && line.entity === chosen.page
        : line.kind === "article" && line.entity === chosen.article,
  );
  const files: XliffFile[] = [];
  for (const page of textPages) {
    const own = lines.filter((line) => line.kind === "page" && line.entity === page);
    if (own.length === 0) continue;
    files.push({
      original: `page/${page}`,
      units: own.map((line) => ({
        id: unitId("page", page, line.field),
        note: line.name,
        source: line.source,
        target: line.state === "missing" ? undefined : line.target,
        state: stateOf(line),
      })),
    });
  }
  for (const line of lines.filter((candidate) => candidate.kind === "article")) {
    files.push(await articleFile(db, line, lang));
  }
  for (const { definition } of registeredCollections) {
    const own = lines.filter(
      (line) =>
        line.kind === "collection" &&
        line.entity.startsWith(`${definition.name}/`) &&
        isTextField(definition.name, line.field),
    );
    if (own.length > 0)
      files.push({ original: `collection/${definition.name}`, units: own.map(unitOf) });
  }
  const settings = lines.filter((line) => line.kind === "setting");
  if (settings.length > 0) files.push({ original: "settings", units: settings.map(unitOf) });
  const count = files.reduce((sum, file) => sum + file.units.length, 0);
  const what = chosen.set === "open" ? "open" : chosen.set === "page" ? chosen.page : "article";
  return {
    xml: writeXliff(locales[defaultLang].text, locales[lang].text, files),
    count,
    name: `procelia-${what}-${lang}.xlf`,
  };
}
