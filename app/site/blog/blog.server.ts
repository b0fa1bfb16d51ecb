import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { PhotoSource } from "~/platform/content/photo-sources";
import type { Lang } from "~/platform/i18n/lang";
import { publishDueArticlesOrLog } from "../../admin/articles/scheduled-publication.server";
import { mediaPhotoSource } from "../../platform/content/media-paths";
import type { Database } from "../../platform/database/db.server";
import { blogPosts, media } from "../../platform/database/schema";

/** An article's cover: a library picture, with its alternative text in the article's language. */
export interface ArticleCover {
  alt: string;
  source: PhotoSource;
  /** Its file's version, for the social preview's address. */
  hash: string;
}

/** A post as the API and the pages give it to the browser (spec section 3). */
export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  language: Lang;
  /** The date shown and sorted on: set at the first publication, editable in the back office. */
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
  cover: ArticleCover | null;
}

export type BlogPostSummary = Omit<BlogPost, "content">;

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  tags: blogPosts.tags,
  language: blogPosts.language,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  cover: {
    contentHash: media.contentHash,
    fileName: media.fileName,
    width: media.width,
    height: media.height,
    altFr: media.altFr,
    altEn: media.altEn,
    focusX: media.focusX,
    focusY: media.focusY,
  },
};

type CoverRow = {
  contentHash: string;
  fileName: string;
  width: number;
  height: number;
  altFr: string;
  altEn: string;
  focusX: number | null;
  focusY: number | null;
} | null;

/** A cover without its alternative text stays off the public pages, as the article's pictures. */
function coverOf(picture: CoverRow, lang: string): ArticleCover | null {
  const alt = (lang === "fr" ? picture?.altFr : picture?.altEn)?.trim();
  if (!picture || !alt) return null;
  return { alt, source: mediaPhotoSource(picture), hash: picture.contentHash };
}

function serialize<
  T extends {
    publishedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
    language: string;
    cover: CoverRow;
  },
>(row: T) {
  return {
    ...row,
    cover: coverOf(row.cover, row.language),
    language: row.language as Lang,
    // Set by the database whenever an article is published (migration 0008).
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a blog card shows: the post without its body. */
export function toSummary({ content: _content, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

/** Newest first by publication date (one date: the first written first, as before). */
const newestFirst = [desc(blogPosts.publishedAt), asc(blogPosts.id)];

/** Published posts of one language, newest first, optionally of one category. */
export async function listPosts(db: Database, lang: Lang, category?: string): Promise<BlogPost[]> {
  await publishDueArticlesOrLog(db);
  const filters = [eq(blogPosts.language, lang), eq(blogPosts.published, true)];
  if (category) filters.push(eq(blogPosts.category, category));
  const rows = await db
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.coverMediaId))
    .where(and(...filters))
    .orderBy(...newestFirst);
  return rows.map(serialize);
}

export async function listCategories(db: Database, lang: Lang): Promise<string[]> {
  await publishDueArticlesOrLog(db);
  const rows = await db
    .selectDistinct({ category: blogPosts.category })
    .from(blogPosts)
    .where(and(eq(blogPosts.language, lang), eq(blogPosts.published, true)))
    .orderBy(asc(blogPosts.category));
  return rows.map((row) => row.category);
}

/** One published post by slug, in the given language when one is given. */
export async function findPost(
  db: Database,
  slug: string,
  lang?: Lang,
): Promise<BlogPost | undefined> {
  await publishDueArticlesOrLog(db);
  const filters = [eq(blogPosts.slug, slug), eq(blogPosts.published, true)];
  if (lang) filters.push(eq(blogPosts.language, lang));
  const [row] = await db
    .select({
      ...summaryColumns,
      content: blogPosts.content,
      translationKey: blogPosts.translationKey,
    })
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.coverMediaId))
    .where(and(...filters))
    .limit(1);
  if (!row) return undefined;
  const { translationKey: _key, ...post } = row;
  return serialize(post);
}

/** Slug of the same article in each other language, for the FR|EN switch and hreflang. */
export async function findTranslations(
  db: Database,
  slug: string,
): Promise<Partial<Record<Lang, string>>> {
  const [source] = await db
    .select({ key: blogPosts.translationKey })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug))
    .limit(1);
  if (!source) return {};
  const rows = await db
    .select({ slug: blogPosts.slug, language: blogPosts.language })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.translationKey, source.key),
        eq(blogPosts.published, true),
        ne(blogPosts.slug, slug),
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.language, row.slug]));
}

/** Every published post, for the sitemap and feeds. */
export async function listAllPublished(db: Database) {
  await publishDueArticlesOrLog(db);
  const rows = await db
    .select({ ...summaryColumns, translationKey: blogPosts.translationKey })
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.coverMediaId))
    .where(eq(blogPosts.published, true))
    .orderBy(...newestFirst);
  return rows.map(serialize);
}
