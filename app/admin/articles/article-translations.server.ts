import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Lang } from "~/platform/i18n/lang";
import type { Database } from "../../platform/database/db.server";
import { blogPosts } from "../../platform/database/schema";
import type { ArticleListItem } from "./articles.server";

/** What the editor needs to start and link an article's version in the other language. */

/**
 * The articles of a language that may become the counterpart of `self`: those without a version
 * in the other language yet, and the one it already has.
 */
export function unpairedArticles(
  articles: ArticleListItem[],
  language: Lang,
  self: number | undefined,
): ArticleListItem[] {
  return articles.filter(
    (article) =>
      article.language === language &&
      article.id !== self &&
      (article.counterpart === null || article.counterpart.id === self),
  );
}

/**
 * The category a translation of an article of `category` most likely takes: the one its
 * translated articles use most (Sécurité -> Safety); undefined when none is translated yet.
 */
export async function translatedCategory(
  db: Database,
  category: string,
  from: Lang,
): Promise<string | undefined> {
  const other = alias(blogPosts, "other");
  const [row] = await db
    .select({ category: other.category, uses: count() })
    .from(blogPosts)
    .innerJoin(
      other,
      and(
        eq(other.translationKey, blogPosts.translationKey),
        ne(other.language, blogPosts.language),
      ),
    )
    .where(and(eq(blogPosts.category, category), eq(blogPosts.language, from)))
    .groupBy(other.category)
    .orderBy(desc(count()), asc(other.category))
    .limit(1);
  return row?.category;
}
