import { LRUCache } from "lru-cache";
import type { Lang } from "~/i18n/lang";
import { type BlogPost, listCategories, listPosts } from "./blog.server";
import type { Database } from "./db.server";

/**
 * Posts change only when articles are synced, so lists are kept for a minute: the blog list and
 * its API then answer from memory under load. Bounded, and keyed only by languages and by
 * categories that exist, so made-up `?category=` values cannot grow it.
 */
const cache = new LRUCache<string, Promise<unknown>>({ max: 200, ttl: 60_000 });

function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit) return hit as Promise<T>;
  const value = load();
  cache.set(key, value);
  value.catch(() => cache.delete(key)); // A failure is not remembered.
  return value;
}

export function cachedCategories(db: Database, lang: Lang): Promise<string[]> {
  return remember(`categories:${lang}`, () => listCategories(db, lang));
}

/** Published posts of a language, of one category when given; an unknown category has none. */
export async function cachedPosts(
  db: Database,
  lang: Lang,
  category?: string,
): Promise<BlogPost[]> {
  if (category && !(await cachedCategories(db, lang)).includes(category)) return [];
  return remember(`posts:${lang}:${category ?? ""}`, () => listPosts(db, lang, category));
}

export function clearBlogCache(): void {
  cache.clear();
}

/** Entries held, for tests. */
export function blogCacheSize(): number {
  return cache.size;
}
