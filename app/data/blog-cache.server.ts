import type { Lang } from "~/i18n/lang";
import { type BlogPost, listCategories, listPosts } from "./blog.server";
import type { Database } from "./db.server";

/**
 * Posts change only when the Markdown files are synced, so lists are kept for a minute:
 * the blog list and its API then answer from memory under load instead of queueing on the database.
 */
const TTL_MS = 60_000;
const cache = new Map<string, { expires: number; value: Promise<unknown> }>();

function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { expires: Date.now() + TTL_MS, value });
  value.catch(() => cache.delete(key)); // A failure is not remembered.
  return value;
}

export function cachedPosts(db: Database, lang: Lang, category?: string): Promise<BlogPost[]> {
  return remember(`posts:${lang}:${category ?? ""}`, () => listPosts(db, lang, category));
}

export function cachedCategories(db: Database, lang: Lang): Promise<string[]> {
  return remember(`categories:${lang}`, () => listCategories(db, lang));
}

export function clearBlogCache(): void {
  cache.clear();
}
