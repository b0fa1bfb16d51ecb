import { eq } from "drizzle-orm";
import { localizePath, type StaffLang } from "~/platform/i18n/lang";
import { articlePath, type PageId, pageById, pageTable } from "~/platform/navigation/page-table";
import { env } from "~/platform/runtime/env.server";
import type { Database } from "../../platform/database/db.server";
import { blogPosts } from "../../platform/database/schema";
import { type Checked, internalPath, livePagePaths, MAX_URL_LENGTH } from "./redirect-rules";

/**
 * Where a redirect leads: a page of the site in a language, an article, or an outside https
 * address; checked, resolved to today's address, or read from an import's text.
 */

export const siteHost = () => new URL(env().PUBLIC_SITE_URL).host;

/** Where a rule leads, as the form or an import names it. */
export type Target =
  | { kind: "page"; page: PageId; lang: StaffLang }
  | { kind: "article"; articleId: number }
  | { kind: "url"; url: string };

export type TargetError = "required" | "invalid" | "notHttps" | "tooLong" | "unknownTarget";

/** An outside address: https only, no user or password in it. */
export function checkUrl(text: string): Checked<{ url: string }, TargetError> {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, error: "required" };
  if (trimmed.length > MAX_URL_LENGTH) return { ok: false, error: "tooLong" };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, error: "invalid" };
  }
  // An address of the site itself may be written as PUBLIC_SITE_URL is (http on a test machine).
  const site = new URL(env().PUBLIC_SITE_URL);
  if (url.protocol !== "https:" && url.origin !== site.origin) {
    return { ok: false, error: "notHttps" };
  }
  if (url.username || url.password || !url.hostname) return { ok: false, error: "invalid" };
  return { ok: true, url: url.toString() };
}

/** The id of the article whose page is at `path` (in either language), if there is one. */
export async function articleAt(db: Database, path: string): Promise<number | undefined> {
  for (const lang of ["fr", "en"] as const) {
    const root = localizePath(articlePath(""), lang);
    const slug = path.startsWith(root) ? path.slice(root.length) : "";
    if (slug === "" || slug.includes("/")) continue;
    const [post] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, slug))
      .limit(1);
    if (post) return post.id;
  }
  return undefined;
}

/** Where a target leads today, or why it cannot be used. */
export async function resolveTarget(
  db: Database,
  target: Target,
): Promise<Checked<{ location: string }, TargetError>> {
  if (target.kind === "page") {
    if (!pageTable.some((page) => page.id === target.page)) {
      return { ok: false, error: "unknownTarget" };
    }
    return { ok: true, location: localizePath(pageById(target.page).path, target.lang) };
  }
  if (target.kind === "article") {
    const [post] = await db
      .select({ slug: blogPosts.slug, language: blogPosts.language })
      .from(blogPosts)
      .where(eq(blogPosts.id, target.articleId))
      .limit(1);
    if (!post) return { ok: false, error: "unknownTarget" };
    return { ok: true, location: localizePath(articlePath(post.slug), post.language as StaffLang) };
  }
  const url = checkUrl(target.url);
  return url.ok ? { ok: true, location: url.url } : url;
}

/**
 * A target typed as text (an import's line): a page's or an article's path of this site (or its
 * full address), else an outside https address.
 */
export async function targetFromText(
  db: Database,
  text: string,
): Promise<Checked<{ target: Target }, TargetError>> {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, error: "required" };
  const path = trimmed.startsWith("/")
    ? internalPath(trimmed.replace(/[?#].*$/, ""), siteHost())
    : internalPath(trimmed, siteHost());
  if (path === undefined) {
    const url = checkUrl(trimmed);
    return url.ok ? { ok: true, target: { kind: "url", url: url.url } } : url;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { ok: false, error: "invalid" };
  }
  if (livePagePaths().has(decoded)) {
    for (const page of pageTable) {
      for (const lang of ["fr", "en"] as const) {
        if (localizePath(page.path, lang) === decoded) {
          return { ok: true, target: { kind: "page", page: page.id, lang } };
        }
      }
    }
  }
  const articleId = await articleAt(db, decoded);
  if (articleId !== undefined) return { ok: true, target: { kind: "article", articleId } };
  return { ok: false, error: "unknownTarget" };
}
