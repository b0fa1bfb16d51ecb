import { LRUCache } from "lru-cache";
import type { Lang } from "~/platform/i18n/lang";
import { publishDueArticlesOrLog } from "../../admin/articles/scheduled-publication.server";
import { type Database, onNotification } from "../../platform/database/db.server";
import { type BlogPost, listCategories, listPosts } from "./blog.server";
import { announceBlogChange, onBlogChange } from "./blog-changes";

/**
 * Lists are kept for a minute: the blog list and its API then answer from memory under load.
 * Bounded, and keyed only by languages and by categories that exist, so made-up `?category=`
 * values cannot grow it.
 */
const cache = new LRUCache<string, Promise<unknown>>({ max: 200, ttl: 60_000 });
onBlogChange(() => cache.clear());

/**
 * Channel of the trigger on blog_posts (migration 0004): every committed change to an article,
 * from this instance, another one or plain SQL, empties every instance's cache
 * (docs/decisions/011).
 */
export const BLOG_CHANGED_CHANNEL = "procelia_blog_changed";

/**
 * Starts listening at boot and on first use (again after the database was reopened), and waits
 * for it, so no change can fall between a read and the LISTEN. Every cache is also emptied
 * whenever the listening connection comes back, since notifications sent while it was down are lost.
 */
export function watchForChanges(): Promise<void> {
  return onNotification(BLOG_CHANGED_CHANNEL, announceBlogChange).catch(() => {});
}

async function remember<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  await watchForChanges();
  // A scheduled article whose time has come is published first, which empties this cache.
  await publishDueArticlesOrLog(db);
  const hit = cache.get(key);
  if (hit) return hit as Promise<T>;
  const value = load();
  cache.set(key, value);
  value.catch(() => cache.delete(key)); // A failure is not remembered.
  return value;
}

export function cachedCategories(db: Database, lang: Lang): Promise<string[]> {
  return remember(db, `categories:${lang}`, () => listCategories(db, lang));
}

/** Published posts of a language, of one category when given; an unknown category has none. */
export async function cachedPosts(
  db: Database,
  lang: Lang,
  category?: string,
): Promise<BlogPost[]> {
  if (category && !(await cachedCategories(db, lang)).includes(category)) return [];
  return remember(db, `posts:${lang}:${category ?? ""}`, () => listPosts(db, lang, category));
}

/**
 * Empties this instance's caches at once (lists and rendered pages). The other instances hear of
 * the change from the database trigger when it commits, so a caller has nothing else to do.
 */
export function clearBlogCache(): void {
  announceBlogChange();
}

/** Entries held, for tests. */
export function blogCacheSize(): number {
  return cache.size;
}
