import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { languages } from "~/platform/i18n/lang";
import { componentLogger } from "~/platform/runtime/logger.server";
import type { Database } from "../../platform/database/db.server";
import { blogPosts, blogSlugRedirects } from "../../platform/database/schema";
import { parseFrontMatter } from "../../platform/text/front-matter.server";
import { markdownToSafeHtml } from "../../platform/text/markdown.server";
import { clearBlogCache } from "./blog-cache.server";

const log = componentLogger("blog");

export const BLOG_CONTENT_DIR = resolve(process.cwd(), "content/blog");

const frontMatterSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  translationKey: z.string().min(1),
  language: z.enum(languages),
  title: z.string().min(1).max(200),
  excerpt: z.string().min(1).max(400),
  category: z.string().min(1).max(60),
  tags: z.array(z.string().min(1).max(40)).max(12).default([]),
  date: z.coerce.date(),
  updated: z.coerce.date().optional(),
  published: z.boolean().default(true),
});

export type BlogSource = z.infer<typeof frontMatterSchema> & {
  markdown: string;
  html: string;
  file: string;
};

/** Reads content/blog/<lang>/*.md; a malformed file stops the sync with its name and problem. */
export async function readBlogSources(dir = BLOG_CONTENT_DIR): Promise<BlogSource[]> {
  const sources: BlogSource[] = [];
  for (const lang of languages) {
    const folder = join(dir, lang);
    const files = (await readdir(folder).catch(() => []))
      .filter((file) => file.endsWith(".md"))
      .sort();
    for (const file of files) {
      const path = join(folder, file);
      let front: ReturnType<typeof parseFrontMatter>;
      try {
        front = parseFrontMatter(await readFile(path, "utf8"));
      } catch (error) {
        throw new Error(`${path}: ${(error as Error).message}`);
      }
      const { data, content } = front;
      const parsed = frontMatterSchema.safeParse(data);
      if (!parsed.success) {
        throw new Error(
          `${path}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
        );
      }
      if (parsed.data.language !== lang || `${parsed.data.slug}.md` !== file) {
        throw new Error(`${path}: the slug must match the file name and the language its folder`);
      }
      sources.push({
        ...parsed.data,
        markdown: content.trim(),
        html: markdownToSafeHtml(content),
        file: path,
      });
    }
  }
  return sources;
}

/**
 * Idempotent: the files seed the articles, the back office owns what it touched. A file's article
 * is added when missing and updated while its row still comes from the file; a row created or
 * changed in the back office (origin "admin") is never overwritten or unpublished, and a file
 * whose slug was renamed there, or whose place in its language was taken there, is not re-added.
 * Rows from files that are gone are unpublished.
 */
export async function syncBlogPosts(db: Database, sources: BlogSource[]): Promise<void> {
  const existing = await db
    .select({
      slug: blogPosts.slug,
      origin: blogPosts.origin,
      language: blogPosts.language,
      translationKey: blogPosts.translationKey,
    })
    .from(blogPosts);
  const renamed = new Set(
    (await db.select({ slug: blogSlugRedirects.oldSlug }).from(blogSlugRedirects)).map(
      (row) => row.slug,
    ),
  );
  for (const source of sources) {
    const row = existing.find((candidate) => candidate.slug === source.slug);
    if (row?.origin === "admin") continue;
    const placeTaken = existing.some(
      (other) =>
        other.slug !== source.slug &&
        other.language === source.language &&
        other.translationKey === source.translationKey,
    );
    if (!row && (renamed.has(source.slug) || placeTaken)) {
      log.warn({ file: source.file }, "not added: the back office has this article");
      continue;
    }
    const values = {
      slug: source.slug,
      translationKey: source.translationKey,
      title: source.title,
      excerpt: source.excerpt,
      content: source.html,
      markdown: source.markdown,
      language: source.language,
      category: source.category,
      tags: source.tags,
      published: source.published,
      // The file's date is the date shown, as before the back office could set one.
      publishedAt: source.date,
      createdAt: source.date,
      updatedAt: source.updated ?? source.date,
    };
    await db
      .insert(blogPosts)
      .values(values)
      .onConflictDoUpdate({
        target: blogPosts.slug,
        // A page open in the editor on this row must not save over the file's new text.
        set: { ...values, version: sql`${blogPosts.version} + 1` },
        setWhere: sql`${blogPosts.origin} = 'file' and (${blogPosts.title}, ${blogPosts.excerpt}, ${blogPosts.content}, ${blogPosts.markdown}, ${blogPosts.category}, ${blogPosts.tags}, ${blogPosts.published}, ${blogPosts.updatedAt}, ${blogPosts.translationKey}, ${blogPosts.publishedAt})
          is distinct from (excluded.title, excluded.excerpt, excluded.content, excluded.markdown, excluded.category, excluded.tags, excluded.published, excluded.updated_at, excluded.translation_key, excluded.published_at)`,
      });
  }
  const slugs = sources.map((source) => source.slug);
  if (slugs.length > 0) {
    await db
      .update(blogPosts)
      .set({ published: false })
      .where(
        and(
          notInArray(blogPosts.slug, slugs),
          eq(blogPosts.origin, "file"),
          sql`${blogPosts.published}`,
        ),
      );
  }
  clearBlogCache();
}
