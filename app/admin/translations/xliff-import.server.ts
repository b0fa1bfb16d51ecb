import { eq } from "drizzle-orm";
import { articleDraftSchema, articleFormSchema } from "~/admin/articles/article-form-schema";
import { recordRevision } from "~/admin/articles/article-revisions.server";
import { createArticle, updateArticle } from "~/admin/articles/articles.server";
import { parseForm } from "~/admin/shell/form-schema";
import { updateItem } from "~/admin/site-content/collection-edits.server";
import { collectionByName } from "~/admin/site-content/collection-registry.server";
import { type CollectionItem, readCollection } from "~/admin/site-content/collections.server";
import {
  checkText,
  findTextField,
  isTextPage,
  type TextPage,
} from "~/admin/site-content/page-text-fields.server";
import {
  publishPage,
  readPageTexts,
  savePendingTexts,
} from "~/admin/site-content/page-texts.server";
import { errorText, fullTextName } from "~/admin/site-content/page-texts-view.server";
import type { Database } from "~/platform/database/db.server";
import { type BlogPostRow, blogPosts } from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import { defaultLang, isLang, type Lang, language, type StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { readSiteSettings, saveSiteSettings } from "~/platform/settings/site-settings.server";
import {
  type SettingsValues,
  settingsFieldSchemas,
} from "~/platform/settings/site-settings-fields";
import { slugify } from "~/platform/text/slug";
import { localizedSettings, targetLanguages } from "~/platform/text/translation-sources.server";
import { clearBlogCache } from "~/site/blog/blog-cache.server";
import { pageWorkingText } from "./page-text-sources.server";
import { readXliff } from "./xliff.server";
import { type ArticlePart, articleParts, isTextField } from "./xliff-export.server";

/**
 * An XLIFF file brought back by a translator (docs/decisions/054): read and checked whole first
 * (a malformed file, another language, a French text changed since the export, markup, a text the
 * field refuses: a message, nothing changed), shown as a list of changes, then applied through the
 * editors' own save functions, so the history, the revisions and the activity log follow.
 */

export interface ImportChange {
  /** The unit's id: "page|home|hero.title", "article|<key>|title". */
  id: string;
  kind: "page" | "article" | "collection" | "setting";
  entity: string;
  field: string;
  name: string;
  before: string;
  after: string;
}

export type ImportPlan =
  | { ok: true; lang: Lang; changes: ImportChange[] }
  | { ok: false; message: string };

const sameText = (a: string, b: string) => a.replace(/\r\n?/g, "\n") === b.replace(/\r\n?/g, "\n");

/** Reads a file and lists what it would change in `expected` (the board's language), or why not. */
export async function planImport(
  db: Database,
  xml: string,
  expected: Lang,
  reader: StaffLang,
): Promise<ImportPlan> {
  const t = messages(reader, "adminTranslations").import.errors;
  const names = messages(reader, "adminTranslations").languageNames as Record<string, string>;
  const refuse = (message: string): ImportPlan => ({ ok: false, message });
  if (xml.trim() === "") return refuse(t.empty);
  const read = readXliff(xml);
  if (!read.ok) {
    const problem = read.problem;
    switch (problem.code) {
      case "malformed":
        return refuse(fill(t.malformed, { detail: problem.detail }));
      case "source":
        return refuse(t.source);
      case "markup":
        return refuse(fill(t.markup, { id: problem.id, tag: problem.tag }));
      default:
        return refuse(t.version);
    }
  }
  const lang = read.targetLanguage;
  if (!isLang(lang) || !targetLanguages.includes(lang)) return refuse(fill(t.language, { lang }));
  if (lang !== expected) {
    return refuse(
      fill(t.otherLanguage, { lang: names[lang] ?? lang, expected: names[expected] ?? expected }),
    );
  }
  const pages = messages(reader, "adminPages");
  const changes: ImportChange[] = [];
  const pageRows = new Map<TextPage, Awaited<ReturnType<typeof readPageTexts>>["rows"]>();
  const articles = new Map<string, BlogPostRow[]>();
  const collections = new Map<string, CollectionItem<Record<string, unknown>>[]>();
  let settings: SettingsValues | undefined;
  const settingErrors = messages(reader, "adminSettings").errors as Record<string, string>;
  for (const unit of read.units) {
    const [kind, entity = "", field = "", ...rest] = unit.id.split("|");
    if (rest.length > 0) return refuse(fill(t.unknown, { id: unit.id }));
    const change = (kind: ImportChange["kind"], name: string, before: string, after: string) =>
      changes.push({ id: unit.id, kind, entity, field, name, before, after });
    if (kind === "page") {
      const textField = isTextPage(entity) ? findTextField(entity, field) : undefined;
      if (!textField || !isTextPage(entity)) return refuse(fill(t.unknown, { id: unit.id }));
      let rows = pageRows.get(entity);
      if (!rows) {
        rows = (await readPageTexts(db, entity)).rows;
        pageRows.set(entity, rows);
      }
      const row = (key: string, l: Lang) => rows?.find((r) => r.key === key && r.lang === l);
      const name = fullTextName(entity, field, undefined, reader, pages);
      const french = pageWorkingText(textField, defaultLang, row(field, defaultLang));
      if (!sameText(unit.source, french)) return refuse(fill(t.changed, { id: name }));
      if (unit.target === undefined || unit.target.trim() === "") continue;
      const checked = checkText(textField, lang, unit.target);
      if (!checked.ok) {
        const reason = errorText(entity, `${field}/${lang}`, checked.error, pages);
        return refuse(fill(t.invalid, { id: name, reason }));
      }
      const before = pageWorkingText(textField, lang, row(field, lang));
      if (checked.value === before) continue;
      change("page", name, before, checked.value);
      continue;
    }
    if (kind === "article" && (articleParts as readonly string[]).includes(field)) {
      let posts = articles.get(entity);
      if (!posts) {
        posts = await db.select().from(blogPosts).where(eq(blogPosts.translationKey, entity));
        articles.set(entity, posts);
      }
      const french = posts.find((post) => post.language === defaultLang);
      if (!french) return refuse(fill(t.unknown, { id: unit.id }));
      const part = field as ArticlePart;
      const name = `${french.title} · ${part}`;
      if (!sameText(unit.source, french[part])) return refuse(fill(t.changed, { id: name }));
      if (unit.target === undefined || unit.target.trim() === "") continue;
      const before = posts.find((post) => post.language === lang)?.[part] ?? "";
      if (sameText(unit.target, before)) continue;
      change("article", name, before, unit.target);
      continue;
    }
    if (kind === "collection") {
      const [collection = "", ref = ""] = entity.split("/");
      const entry = collectionByName(collection);
      if (!entry || !isTextField(collection, field))
        return refuse(fill(t.unknown, { id: unit.id }));
      let items = collections.get(collection);
      if (!items) {
        items = (await readCollection(db, entry.definition)).items;
        collections.set(collection, items);
      }
      const item = items.find((candidate) => candidate.ref === ref);
      if (!item) return refuse(fill(t.unknown, { id: unit.id }));
      const values = (item.data[field] ?? {}) as Partial<Record<Lang, string>>;
      const label = entry.screen.fields.find((candidate) => candidate.name === field)?.label[
        reader
      ];
      const name = `${entry.screen.title[reader]} · ${entry.screen.itemTitle(item.data, reader)} · ${label ?? field}`;
      if (!sameText(unit.source, values[defaultLang] ?? ""))
        return refuse(fill(t.changed, { id: name }));
      if (unit.target === undefined || unit.target.trim() === "") continue;
      const before = values[lang] ?? "";
      if (sameText(unit.target, before)) continue;
      change("collection", name, before, unit.target);
      continue;
    }
    if (kind === "setting") {
      const setting = localizedSettings.find((candidate) => candidate.id === entity);
      if (!setting || field !== "") return refuse(fill(t.unknown, { id: unit.id }));
      settings ??= (await readSiteSettings(db)).values;
      const name = messages(reader, "adminSettings").fields[setting.fields[lang]];
      if (!sameText(unit.source, settings[setting.fields.fr]))
        return refuse(fill(t.changed, { id: name }));
      if (unit.target === undefined || unit.target.trim() === "") continue;
      const before = settings[setting.fields[lang]];
      if (sameText(unit.target, before)) continue;
      const checked = settingsFieldSchemas[setting.fields[lang]].safeParse(unit.target);
      if (!checked.success) {
        const code = checked.error.issues[0]?.message ?? "";
        return refuse(fill(t.invalid, { id: name, reason: settingErrors[code] ?? code }));
      }
      change("setting", name, before, String(checked.data));
      continue;
    }
    return refuse(fill(t.unknown, { id: unit.id }));
  }
  // A collection item's new version must pass its collection's rules.
  for (const [collection, items] of collections) {
    const entry = collectionByName(collection);
    for (const item of items) {
      const own = changes.filter(
        (change) => change.kind === "collection" && change.entity === `${collection}/${item.ref}`,
      );
      if (own.length === 0 || !entry) continue;
      const parsed = parseForm(entry.definition.schema, withChanges(item.data, own, lang));
      if (!parsed.ok) {
        return refuse(
          fill(t.invalid, {
            id: own[0]?.name ?? collection,
            reason: Object.keys(parsed.errors).join(", "),
          }),
        );
      }
    }
  }
  // An article's new version must pass the editor's own checks before anything is written.
  for (const [entity, posts] of articles) {
    const own = changes.filter((change) => change.kind === "article" && change.entity === entity);
    if (own.length === 0) continue;
    const built = articleInput(posts, lang, own);
    if (!built.ok) {
      return refuse(
        fill(t.invalid, { id: own[0]?.name ?? entity, reason: built.fields.join(", ") }),
      );
    }
  }
  return { ok: true, lang, changes };
}

/** An item's data with the file's translations written in. */
function withChanges(data: Record<string, unknown>, changes: readonly ImportChange[], lang: Lang) {
  const next: Record<string, unknown> = { ...data };
  for (const change of changes) {
    next[change.field] = { ...(next[change.field] as object | undefined), [lang]: change.after };
  }
  return next;
}

/** The article in `lang` as the editor would save it, with the file's parts written in. */
function articleInput(posts: BlogPostRow[], lang: Lang, changes: readonly ImportChange[]) {
  const french = posts.find((post) => post.language === defaultLang) as BlogPostRow;
  const target = posts.find((post) => post.language === lang);
  const part = (name: ArticlePart) =>
    changes.find((change) => change.field === name)?.after ?? target?.[name] ?? "";
  const title = part("title");
  const values = {
    title,
    slug: target?.slug ?? slugify(title),
    excerpt: part("excerpt"),
    category: target?.category ?? french.category,
    tags: (target?.tags ?? french.tags).join(", "),
    language: lang,
    counterpart: String(french.id),
    cover: target ? (target.coverMediaId === null ? "" : String(target.coverMediaId)) : "",
    markdown: part("markdown"),
    publishedAt: "",
    publishAt: "",
  };
  const published = target?.published ?? false;
  const complete = published || (target?.publishAt ?? null) !== null;
  const parsed = parseForm(complete ? articleFormSchema : articleDraftSchema, values);
  if (!parsed.ok) return { ok: false as const, fields: Object.keys(parsed.errors) };
  const input = {
    ...parsed.data,
    // The publication exactly as it is: the file changes the words only.
    publishedAt: target?.publishedAt ?? null,
    publishAt: target && !target.published ? target.publishAt : null,
  };
  return { ok: true as const, input, target, published, values };
}

export type ImportOutcome = { ok: true; count: number } | { ok: false; message: string };

/**
 * Applies a file after its preview: planned again (the French or the translations may have
 * changed since the preview), then page by page (saved and published, as the page screen does)
 * and article by article (saved, its revision recorded, as the editor does).
 */
export async function applyImport(
  db: Database,
  xml: string,
  expected: Lang,
  reader: StaffLang,
  actor: string,
): Promise<ImportOutcome> {
  const plan = await planImport(db, xml, expected, reader);
  if (!plan.ok) return plan;
  const t = messages(reader, "adminTranslations").import.errors;
  const { lang, changes } = plan;
  const byPage = new Map<TextPage, ImportChange[]>();
  for (const change of changes.filter((c) => c.kind === "page")) {
    const page = change.entity as TextPage;
    byPage.set(page, [...(byPage.get(page) ?? []), change]);
  }
  for (const [page, own] of byPage) {
    const { version } = await readPageTexts(db, page);
    const edits = own.map((change) => ({ key: change.field, lang, value: change.after }));
    const saved = await savePendingTexts(db, page, edits, version, actor);
    if (!saved.ok)
      return {
        ok: false,
        message: fill(t.invalid, { id: own[0]?.name ?? page, reason: saved.reason }),
      };
    const published = await publishPage(db, page, saved.version, actor);
    if (!published.ok)
      return {
        ok: false,
        message: fill(t.invalid, { id: own[0]?.name ?? page, reason: published.reason }),
      };
  }
  const keys = [...new Set(changes.filter((c) => c.kind === "article").map((c) => c.entity))];
  for (const key of keys) {
    const posts = await db.select().from(blogPosts).where(eq(blogPosts.translationKey, key));
    const own = changes.filter((c) => c.kind === "article" && c.entity === key);
    const built = articleInput(posts, lang, own);
    if (!built.ok)
      return { ok: false, message: fill(t.invalid, { id: key, reason: built.fields.join(", ") }) };
    const result = built.target
      ? await updateArticle(db, built.target.id, built.target.version, built.input, built.published)
      : await createArticle(db, built.input, false);
    if (!result.ok)
      return {
        ok: false,
        message: fill(t.invalid, { id: own[0]?.name ?? key, reason: result.reason }),
      };
    await recordRevision(db, {
      articleId: result.post.id,
      version: result.post.version,
      actor,
      change: built.target ? "saved" : "created",
      fields: built.values,
    });
    clearBlogCache();
  }
  // Collections: item by item, each under its collection's version of the moment. A default's
  // ref ("d3") names its place: once the first change stored the defaults, the same place.
  const items = [...new Set(changes.filter((c) => c.kind === "collection").map((c) => c.entity))];
  for (const entity of items) {
    const [collection = "", ref = ""] = entity.split("/");
    const entry = collectionByName(collection);
    if (!entry) return { ok: false, message: fill(t.unknown, { id: entity }) };
    const { items: current, version } = await readCollection(db, entry.definition);
    const item = /^d\d+$/.test(ref)
      ? current[Number(ref.slice(1))]
      : current.find((candidate) => candidate.ref === ref);
    const own = changes.filter((c) => c.kind === "collection" && c.entity === entity);
    if (!item) return { ok: false, message: fill(t.unknown, { id: own[0]?.name ?? entity }) };
    const data = withChanges(item.data as Record<string, unknown>, own, lang);
    const saved = await updateItem(db, entry.definition, item.ref, data, {}, version, actor);
    if (!saved.ok) {
      return {
        ok: false,
        message: fill(t.invalid, { id: own[0]?.name ?? entity, reason: saved.reason }),
      };
    }
  }
  // Settings: one save, as the settings screen makes it.
  const settingChanges = changes.filter((c) => c.kind === "setting");
  if (settingChanges.length > 0) {
    const stored = await readSiteSettings(db);
    const next: Record<string, unknown> = { ...stored.values };
    for (const change of settingChanges) {
      const setting = localizedSettings.find((candidate) => candidate.id === change.entity);
      if (setting) next[setting.fields[lang]] = change.after;
    }
    const saved = await saveSiteSettings(db, next, stored.version, actor);
    if (!saved.ok) {
      return {
        ok: false,
        message: fill(t.invalid, { id: settingChanges[0]?.name ?? "", reason: saved.reason }),
      };
    }
  }
  return { ok: true, count: changes.length };
}

/** The language's name in the back office's language, for the preview's title. */
export const languageName = (lang: Lang, reader: StaffLang) => language(lang).names[reader];
