import { and, asc, eq } from "drizzle-orm";
import { registeredCollections } from "~/admin/site-content/collection-registry.server";
import { readCollection } from "~/admin/site-content/collections.server";
import {
  type TextField,
  type TextPage,
  textFields,
  textPages,
} from "~/admin/site-content/page-text-fields.server";
import { fullTextName, pageName } from "~/admin/site-content/page-texts-view.server";
import type { Database } from "~/platform/database/db.server";
import {
  type BlogPostRow,
  blogPosts,
  type PageTextRow,
  pageTexts,
} from "~/platform/database/schema";
import { defaultLang, type Lang, type StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { backOfficePath } from "~/platform/navigation/back-office";
import { readSiteSettings } from "~/platform/settings/site-settings.server";
import {
  articleSource,
  isWrittenText,
  localizedSettings,
  readSources,
  recordSources,
  type SourceKind,
  settingTexts,
  sourceHash,
  sourceKey,
} from "~/platform/text/translation-sources.server";
import { pageWorkingText } from "./page-text-sources.server";
import { type TranslationState, translationKinds, translationStates } from "./translation-states";

/**
 * The translation board's lines (docs/decisions/054): every page text, collection item's localized
 * field, localized setting and article, in one target language, with its state against the French
 * it is translated from.
 */

export { translationKinds, translationStates };

export interface BoardLine {
  kind: SourceKind;
  /** The page, "collection/item id", the setting, the article's translation key. */
  entity: string;
  /** The text's key inside the entity ("" when the entity is one text). */
  field: string;
  /** The page of a page text, the collection's slug, "settings" or "articles": the page filter. */
  group: string;
  groupName: string;
  name: string;
  lang: Lang;
  state: TranslationState;
  /** The French text, and the translation as the site shows it ("" when missing). */
  source: string;
  target: string;
  /** The hash of the French text of today. */
  hash: string;
  /** The screen that edits it, at the text where the screen has an anchor. */
  href: string;
}

const stateOf = (written: boolean, recorded: string | undefined, hash: string, flagged = false) =>
  !written
    ? "missing"
    : flagged || (recorded !== undefined && recorded !== hash)
      ? "toReview"
      : "current";

const shown = (value: unknown): string =>
  typeof value === "string" ? value : Array.isArray(value) ? value.join(", ") : "";

/** What every kind of line is read with: the recorded sources, the target language, the reader's. */
interface BoardRead {
  db: Database;
  sources: Map<string, string>;
  lang: Lang;
  reader: StaffLang;
}

/** A page's texts in one language, against their French. */
function pageLines(
  page: TextPage,
  rows: readonly PageTextRow[],
  { sources, lang, reader }: BoardRead,
): BoardLine[] {
  const m = messages(reader, "adminPages");
  const stored = new Map(rows.map((row) => [`${row.key}/${row.lang}`, row]));
  const screen = backOfficePath(`/pages/${page}`, reader);
  const groupName = pageName(page, reader, m);
  return textFields(page).map((field: TextField) => {
    const french = pageWorkingText(field, defaultLang, stored.get(`${field.key}/${defaultLang}`));
    const row = stored.get(`${field.key}/${lang}`);
    const target = pageWorkingText(field, lang, row);
    const edited =
      row !== undefined && (row.value !== null || (row.hasPending && row.pending !== null));
    const hash = sourceHash(french);
    const recorded =
      sources.get(sourceKey("page", page, field.key, lang)) ??
      // A text left at its default was written with the French default of the same release.
      (edited ? undefined : sourceHash(field.defaults[defaultLang]));
    return {
      kind: "page",
      entity: page,
      field: field.key,
      group: page,
      groupName,
      name: fullTextName(page, field.key, undefined, reader, m),
      lang,
      state: stateOf(target.trim() !== "", recorded, hash, row?.toReview === true),
      hash,
      source: french,
      target,
      href: `${screen}#text-${field.key.replaceAll(".", "-")}-${lang}`,
    };
  });
}

async function collectionLines({ db, sources, lang, reader }: BoardRead): Promise<BoardLine[]> {
  const lines: BoardLine[] = [];
  for (const { definition, screen } of registeredCollections) {
    const localized = screen.fields.filter((field) => field.kind.startsWith("localized"));
    if (localized.length === 0) continue;
    const { items } = await readCollection(db, definition);
    for (const item of items) {
      const data = item.data as Record<string, unknown>;
      const entity = `${definition.name}/${item.ref}`;
      const title = screen.itemTitle(item.data, reader);
      for (const field of localized) {
        const values = (data[field.name] ?? {}) as Partial<Record<Lang, unknown>>;
        const recorded = sources.get(sourceKey("collection", entity, field.name, lang));
        lines.push({
          kind: "collection",
          entity,
          field: field.name,
          group: screen.slug,
          groupName: screen.title[reader],
          name: `${title} · ${field.label[reader]}`,
          lang,
          state: stateOf(isWrittenText(values[lang]), recorded, sourceHash(values[defaultLang])),
          hash: sourceHash(values[defaultLang]),
          source: shown(values[defaultLang]),
          target: shown(values[lang]),
          href: backOfficePath(`/collections/${screen.slug}/${item.ref}`, reader),
        });
      }
    }
  }
  return lines;
}

async function settingLines({ db, sources, lang, reader }: BoardRead): Promise<BoardLine[]> {
  const { values } = await readSiteSettings(db);
  const m = messages(reader, "adminSettings");
  const t = messages(reader, "adminTranslations");
  return localizedSettings.map((setting) => {
    const texts = settingTexts(values, setting);
    return {
      kind: "setting",
      entity: setting.id,
      field: "",
      group: "settings",
      groupName: t.settings,
      name: m.fields[setting.fields[lang]],
      lang,
      state: stateOf(
        isWrittenText(texts[lang]),
        sources.get(sourceKey("setting", setting.id, "", lang)),
        sourceHash(texts[defaultLang]),
      ),
      hash: sourceHash(texts[defaultLang]),
      source: texts[defaultLang],
      target: texts[lang],
      href: `${backOfficePath("/settings", reader)}#${setting.section}`,
    };
  });
}

async function articleLines({ db, sources, lang, reader }: BoardRead): Promise<BoardLine[]> {
  const posts = await db.select().from(blogPosts).orderBy(asc(blogPosts.id));
  const byKey = new Map<string, Map<string, BlogPostRow>>();
  for (const post of posts) {
    const group = byKey.get(post.translationKey) ?? new Map<string, BlogPostRow>();
    group.set(post.language, post);
    byKey.set(post.translationKey, group);
  }
  const t = messages(reader, "adminTranslations");
  return [...byKey].flatMap(([key, group]) => {
    const french = group.get(defaultLang);
    if (!french) return [];
    const target = group.get(lang);
    return [
      {
        kind: "article" as const,
        entity: key,
        field: "",
        group: "articles",
        groupName: t.articles,
        name: french.title,
        lang,
        state: stateOf(
          target !== undefined,
          sources.get(sourceKey("article", key, "", lang)),
          sourceHash(articleSource(french)),
        ),
        hash: sourceHash(articleSource(french)),
        source: french.title,
        target: target?.title ?? "",
        // A missing version: the editor's "write its version" from the French, as the list offers it.
        href: target
          ? backOfficePath(`/articles/${target.id}`, reader)
          : `${backOfficePath("/articles/new", reader)}?from=${french.id}&to=${lang}`,
      },
    ];
  });
}

/** Every page's texts. */
async function pageTextLines(read: BoardRead): Promise<BoardLine[]> {
  const rows = await read.db.select().from(pageTexts);
  return textPages.flatMap((page) =>
    pageLines(
      page,
      rows.filter((row) => row.page === page),
      read,
    ),
  );
}

const linesOf: Record<SourceKind, (read: BoardRead) => Promise<BoardLine[]>> = {
  page: pageTextLines,
  collection: collectionLines,
  setting: settingLines,
  article: articleLines,
};

/** Every line of the board in one target language, kind by kind. */
export async function boardLines(
  db: Database,
  lang: Lang,
  reader: StaffLang,
  kinds: readonly SourceKind[] = translationKinds,
): Promise<BoardLine[]> {
  const read: BoardRead = { db, sources: await readSources(db, kinds), lang, reader };
  const lines: BoardLine[] = [];
  for (const kind of translationKinds) {
    if (kinds.includes(kind)) lines.push(...(await linesOf[kind](read)));
  }
  return lines;
}

/** A line's id in forms and anchors: "page|home|hero.title". */
export const lineId = (line: Pick<BoardLine, "kind" | "entity" | "field">) =>
  `${line.kind}|${line.entity}|${line.field}`;

/**
 * "The translation is right as it is": records the French of today as its source (a page text's
 * "to review" mark is cleared too). False when the line is not "to review" (any more).
 */
export async function confirmLine(
  db: Database,
  id: string,
  lang: Lang,
  reader: StaffLang,
  actor: string | null,
): Promise<BoardLine | undefined> {
  const kind = id.split("|")[0] as SourceKind;
  if (!(translationKinds as readonly string[]).includes(kind)) return undefined;
  const line = (await boardLines(db, lang, reader, [kind])).find(
    (candidate) => lineId(candidate) === id && candidate.state === "toReview",
  );
  if (!line) return undefined;
  await db.transaction(async (tx) => {
    await recordSources(tx, [{ ...line, source: null, hash: line.hash }], actor);
    if (line.kind === "page") {
      await tx
        .update(pageTexts)
        .set({ toReview: false })
        .where(
          and(
            eq(pageTexts.page, line.entity),
            eq(pageTexts.key, line.field),
            eq(pageTexts.lang, lang),
          ),
        );
    }
  });
  return line;
}

/** The board's counts per state. */
export function countStates(lines: readonly BoardLine[]): Record<TranslationState, number> {
  const counts = { current: 0, toReview: 0, missing: 0 };
  for (const line of lines) counts[line.state] += 1;
  return counts;
}
