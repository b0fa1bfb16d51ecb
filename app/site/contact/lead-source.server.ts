import type { Database } from "~/platform/database/db.server";
import { langFromPath, languages, localizePath } from "~/platform/i18n/lang";
import { pagePath, pageTable } from "~/platform/navigation/page-table";
import { env } from "~/platform/runtime/env.server";
import { findPost } from "~/site/blog/blog.server";

/** Every page of the table in both languages, as links name them ("/automation", "/en/safety"). */
const knownPaths = new Set(
  pageTable
    .filter((page) => page.id !== "contact")
    .flatMap((page) => languages.map((lang) => localizePath(page.path, lang))),
);

const ARTICLE = new RegExp(`^(?:/en)?${pagePath("blog")}/([a-z0-9-]{1,120})$`);

/**
 * The page whose call to action led to the contact page (`?from=` on the link), stored only when
 * it is one of the site's pages or published articles: a made-up value is dropped, never kept.
 */
export async function sourcePageOf(db: Database, from: unknown): Promise<string | null> {
  if (typeof from !== "string" || from.length > 200) return null;
  if (knownPaths.has(from)) return from;
  const slug = ARTICLE.exec(from)?.[1];
  if (!slug) return null;
  const post = await findPost(db, slug, langFromPath(from));
  return post ? from : null;
}

const HOST =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The outside site that sent the visitor: a host name only (no path, no query), and never the
 * site's own, whatever the browser or a made-up link says.
 */
export function referrerHostOf(ref: unknown, requestHost?: string): string | null {
  if (typeof ref !== "string") return null;
  const host = ref.trim().toLowerCase().replace(/\.$/, "");
  if (!HOST.test(host)) return null;
  const own = [new URL(env().PUBLIC_SITE_URL).hostname, requestHost?.split(":")[0]];
  return own.includes(host) ? null : host;
}

/**
 * `from` and `ref` of the contact page's address, for a form posted without JavaScript: its
 * hidden fields are empty in the page everyone gets, but the browser names the page it posts
 * from (Referer, same origin: the whole address under the site's strict-origin-when-cross-origin
 * policy).
 */
export function sourceFromReferer(request: Request): { from?: string; ref?: string } {
  const referer = request.headers.get("referer");
  if (!referer) return {};
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin) return {};
    return {
      from: url.searchParams.get("from") ?? undefined,
      ref: url.searchParams.get("ref") ?? undefined,
    };
  } catch {
    return {};
  }
}
