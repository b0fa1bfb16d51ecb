import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { type Lang, languages } from "~/platform/i18n/lang";
import type { Database } from "../../platform/database/db.server";
import { errorCode } from "../../platform/database/db-errors.server";
import { type BlogPostRow, blogPosts, blogSlugRedirects } from "../../platform/database/schema";
import { renderMarkdown } from "../../platform/text/markdown-render.server";
import { noteArticleTranslation } from "../../platform/text/translation-sources.server";
import { findMedia, isPlaceable } from "../media/media.server";

/**
 * Articles as the back office edits them. Every save goes through a version check, so a save made
 * from a page opened before someone else's save is refused instead of overwriting it.
 */

import type { ArticleInput } from "./article-form-schema";

export {
  type ArticleField,
  type ArticleInput,
  articleDraftSchema,
  articleFormSchema,
  MAX_MARKDOWN_LENGTH,
  MAX_TAGS,
} from "./article-form-schema";

/** Why a save was refused, for a message on the field concerned or at the top of the form. */
export type SaveRefusal =
  | { reason: "slugTaken" }
  | { reason: "counterpartInvalid" }
  | { reason: "counterpartTaken" }
  | { reason: "publishAtPast" }
  | { reason: "coverUnknown" }
  | { reason: "coverAltMissing" }
  | { reason: "conflict" }
  | { reason: "notFound" }
  // The text could not be rendered within its time budget, or is nested too deep to parse.
  | { reason: "tooComplex" }
  // The rendering workers have too many texts waiting.
  | { reason: "busy" };

export type SaveResult = { ok: true; post: BlogPostRow } | ({ ok: false } & SaveRefusal);

export interface ArticleListItem {
  id: number;
  title: string;
  slug: string;
  language: Lang;
  category: string;
  published: boolean;
  publishedAt: Date | null;
  /** A draft's planned publication. */
  publishAt: Date | null;
  origin: "file" | "admin";
  createdAt: Date;
  updatedAt: Date;
  counterpart: { id: number; title: string; language: Lang } | null;
  /** The languages the article has no version in yet. */
  missing: Lang[];
}

/** Every article of both languages, last changed first, each with its other-language version. */
export async function listArticles(db: Database): Promise<ArticleListItem[]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      translationKey: blogPosts.translationKey,
      language: blogPosts.language,
      category: blogPosts.category,
      published: blogPosts.published,
      publishedAt: blogPosts.publishedAt,
      publishAt: blogPosts.publishAt,
      origin: blogPosts.origin,
      createdAt: blogPosts.createdAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.updatedAt), asc(blogPosts.id));
  return rows.map((row) => {
    const other = rows.find(
      (candidate) =>
        candidate.translationKey === row.translationKey && candidate.language !== row.language,
    );
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      language: row.language as Lang,
      category: row.category,
      published: row.published,
      publishedAt: row.publishedAt,
      publishAt: row.publishAt,
      origin: row.origin,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      counterpart: other
        ? { id: other.id, title: other.title, language: other.language as Lang }
        : null,
      missing: languages.filter(
        (lang) =>
          !rows.some(
            (candidate) =>
              candidate.translationKey === row.translationKey && candidate.language === lang,
          ),
      ),
    };
  });
}

export async function findArticle(db: Database, id: number): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}

/** A version of this article in another language (in `language`, when given), if any. */
export async function findCounterpart(
  db: Database,
  post: Pick<BlogPostRow, "id" | "translationKey">,
  language?: Lang,
): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.translationKey, post.translationKey),
        ne(blogPosts.id, post.id),
        language ? eq(blogPosts.language, language) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Categories already in use, for the editor's suggestions. */
export async function listAllCategories(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: blogPosts.category })
    .from(blogPosts)
    .orderBy(asc(blogPosts.category));
  return rows.map((row) => row.category);
}

/** The translation key the article gets: its counterpart's, or a key of its own. */
async function translationKeyFor(
  db: Database,
  input: ArticleInput,
  self: Pick<BlogPostRow, "id" | "translationKey"> | undefined,
): Promise<string | SaveRefusal> {
  if (input.counterpart === null) {
    // Keep its own key when it has no counterpart; a fresh one when it leaves one.
    if (self && !(await findCounterpart(db, self))) return self.translationKey;
    return randomUUID();
  }
  const counterpart = await findArticle(db, input.counterpart);
  if (!counterpart || counterpart.id === self?.id || counterpart.language === input.language) {
    return { reason: "counterpartInvalid" };
  }
  const [taken] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.translationKey, counterpart.translationKey),
        eq(blogPosts.language, input.language),
        ...(self ? [ne(blogPosts.id, self.id)] : []),
      ),
    )
    .limit(1);
  return taken ? { reason: "counterpartTaken" } : counterpart.translationKey;
}

async function slugTaken(db: Database, slug: string, selfId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), ...(selfId ? [ne(blogPosts.id, selfId)] : [])))
    .limit(1);
  return row !== undefined;
}

function columns(input: ArticleInput, translationKey: string, published: boolean, content: string) {
  return {
    // Left empty, the date stays as it is, or the database sets it at the first publication.
    publishedAt: input.publishedAt ?? undefined,
    publishAt: published ? null : input.publishAt,
    slug: input.slug,
    translationKey,
    title: input.title,
    excerpt: input.excerpt,
    markdown: input.markdown,
    // The same Markdown-to-sanitised-HTML path as the seed files: what the public pages serve.
    content,
    language: input.language,
    category: input.category,
    tags: input.tags,
    published,
    origin: "admin" as const,
    coverMediaId: input.cover,
  };
}

/**
 * A violation raced past the checks above: a unique one told apart by the constraint's column, a
 * foreign key by the cover deleted meanwhile.
 */
function refusalOf(error: unknown): SaveRefusal | undefined {
  if (errorCode(error) === "23503") return { reason: "coverUnknown" };
  if (errorCode(error) !== "23505") return undefined;
  const detail = String((error as { cause?: { detail?: unknown } }).cause?.detail ?? error);
  return detail.includes("translation_key")
    ? { reason: "counterpartTaken" }
    : { reason: "slugTaken" };
}

/**
 * The cover must be in the library, and have its alternative texts before it shows on the public
 * site (a draft may wait for them).
 */
async function coverRefusal(
  db: Database,
  input: ArticleInput,
  published: boolean,
): Promise<SaveRefusal | undefined> {
  if (input.cover === null) return undefined;
  const picture = await findMedia(db, input.cover);
  if (!picture) return { reason: "coverUnknown" };
  const shown = published || input.publishAt !== null;
  return shown && !isPlaceable(picture) ? { reason: "coverAltMissing" } : undefined;
}

/** A draft planned for a time already past would be published by surprise: the author says so. */
const plannedInThePast = (input: ArticleInput, published: boolean) =>
  !published && input.publishAt !== null && input.publishAt.getTime() <= Date.now();

/**
 * The checks a new article and a saved one pass before anything is written, in this order; when
 * they pass, its translation key and its HTML.
 */
async function readyToSave(
  db: Database,
  input: ArticleInput,
  published: boolean,
  current: BlogPostRow | undefined,
): Promise<({ ok: false } & SaveRefusal) | { ok: true; key: string; html: string }> {
  if (plannedInThePast(input, published)) return { ok: false, reason: "publishAtPast" };
  if (await slugTaken(db, input.slug, current?.id)) return { ok: false, reason: "slugTaken" };
  const cover = await coverRefusal(db, input, published);
  if (cover) return { ok: false, ...cover };
  const key = await translationKeyFor(db, input, current);
  if (typeof key !== "string") return { ok: false, ...key };
  const rendered = await renderMarkdown(input.markdown);
  if (!rendered.ok) return { ok: false, reason: rendered.reason };
  return { ok: true, key, html: rendered.html };
}

/** A write refused by the database's rules (a slug or a counterpart taken meanwhile) as a refusal. */
async function refusing(write: () => Promise<SaveResult>): Promise<SaveResult> {
  try {
    return await write();
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { ok: false, ...refusal };
    throw error;
  }
}

/**
 * `published` is what the author asked for; a draft with `input.publishAt` is published at that
 * time (app/admin/articles/scheduled-publication.server.ts).
 */
export async function createArticle(
  db: Database,
  input: ArticleInput,
  published: boolean,
): Promise<SaveResult> {
  const ready = await readyToSave(db, input, published, undefined);
  if (!ready.ok) return ready;
  return refusing(async () => {
    const [post] = await db
      .insert(blogPosts)
      .values(columns(input, ready.key, published, ready.html))
      .returning();
    if (!post) throw new Error("insert returned no row");
    await noteArticleTranslation(db, undefined, post);
    // An old slug now used by a new article is no longer a redirect.
    await db.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, input.slug));
    return { ok: true, post };
  });
}

/**
 * Saves an article if nobody saved it since `version` was read (UPDATE ... WHERE id AND version:
 * no row means someone else's save came first). A published article whose slug changes leaves its
 * old slug behind as a redirect.
 */
export async function updateArticle(
  db: Database,
  id: number,
  version: number,
  input: ArticleInput,
  published: boolean,
): Promise<SaveResult> {
  const current = await findArticle(db, id);
  if (!current) return { ok: false, reason: "notFound" };
  if (current.version !== version) return { ok: false, reason: "conflict" };
  const ready = await readyToSave(db, input, published, current);
  if (!ready.ok) return ready;
  return refusing(() =>
    db.transaction(async (tx) => {
      const [post] = await tx
        .update(blogPosts)
        .set({
          ...columns(input, ready.key, published, ready.html),
          updatedAt: new Date(),
          version: sql`${blogPosts.version} + 1`,
        })
        .where(and(eq(blogPosts.id, id), eq(blogPosts.version, version)))
        .returning();
      if (!post) return { ok: false, reason: "conflict" } as const;
      await noteArticleTranslation(tx, current, post);
      await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, input.slug));
      if (current.published && current.slug !== input.slug) {
        await tx
          .insert(blogSlugRedirects)
          .values({ oldSlug: current.slug, postId: id })
          .onConflictDoUpdate({ target: blogSlugRedirects.oldSlug, set: { postId: id } });
      }
      return { ok: true, post } as const;
    }),
  );
}

export async function deleteArticle(db: Database, id: number): Promise<BlogPostRow | undefined> {
  const [deleted] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return deleted;
}

/** The current slug of the published article an old slug of this language now points to. */
export async function findSlugRedirect(
  db: Database,
  oldSlug: string,
  lang: Lang,
): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
    .where(
      and(
        eq(blogSlugRedirects.oldSlug, oldSlug),
        eq(blogPosts.language, lang),
        eq(blogPosts.published, true),
      ),
    )
    .limit(1);
  return row?.slug;
}
