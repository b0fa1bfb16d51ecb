import { company } from "~/platform/content/company";
import { getDb } from "~/platform/database/db.server";
import { databaseFailure } from "~/platform/http/http.server";
import { langFromPath, locales, localizePath } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { articlePath, FEED_PATH, pagePath } from "~/platform/navigation/page-table";
import { escapeXml } from "~/platform/seo/xml";
import { listPosts } from "~/site/blog/blog.server";
import { absoluteUrl } from "~/site/seo/seo.server";
import type { Route } from "./+types/feed";

/** RSS 2.0 feed of one language's articles: /blog/feed.xml and /en/blog/feed.xml. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = messages(lang, "blog");
  let posts: Awaited<ReturnType<typeof listPosts>>;
  try {
    posts = await listPosts(await getDb(), lang);
  } catch (error) {
    return databaseFailure(error);
  }
  const blogUrl = absoluteUrl(localizePath(pagePath("blog"), lang));
  const items = posts.map((post) => {
    const link = absoluteUrl(localizePath(articlePath(post.slug), lang));
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`${t.meta.title} | ${company.name}`)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(t.meta.description)}</description>`,
    `    <language>${locales[lang].text.toLowerCase()}</language>`,
    `    <atom:link href="${escapeXml(absoluteUrl(localizePath(FEED_PATH, lang)))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
