import { listOpenPosts } from "~/admin/careers/job-posts.server";
import { getDb } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { hreflangOf, type Lang, localizePath } from "~/platform/i18n/lang";
import { articlePath, pageTable } from "~/platform/navigation/page-table";
import { componentLogger } from "~/platform/runtime/logger.server";
import { escapeXml } from "~/platform/seo/xml";
import { languagesOn } from "~/platform/settings/site-settings.server";
import { listAllPublished } from "~/site/blog/blog.server";
import { jobPostSitemapEntries } from "~/site/careers/careers-data.server";
import { referencePaths } from "~/site/references/reference-views.server";
import { absoluteUrl } from "~/site/seo/seo.server";

const log = componentLogger("sitemap");

interface Entry {
  loc: string;
  alternates: Record<string, string>;
  lastmod?: string;
  priority: number;
}

/** /sitemap.xml: every page in both languages with its hreflang alternates, then the articles. */
export async function loader() {
  const entries: Entry[] = pageTable.flatMap((page) => {
    const alternates = Object.fromEntries(
      languagesOn().map((lang) => [lang, absoluteUrl(localizePath(page.path, lang))]),
    );
    return languagesOn().map((lang) => ({
      loc: absoluteUrl(localizePath(page.path, lang)),
      alternates: { ...alternates, "x-default": alternates.fr ?? "" },
      priority: page.sitemapPriority,
    }));
  });

  // The published references, each with its counterpart; a draft has no page.
  for (const paths of referencePaths()) {
    const alternates = Object.fromEntries(
      Object.entries(paths).map(([lang, path]) => [lang, absoluteUrl(path)]),
    );
    for (const path of Object.values(paths)) {
      entries.push({
        loc: absoluteUrl(path),
        alternates: { ...alternates, "x-default": alternates.fr ?? "" },
        priority: 0.6,
      });
    }
  }

  try {
    const on = languagesOn();
    const posts = (await listAllPublished(await getDb())).filter((post) =>
      on.includes(post.language as Lang),
    );
    for (const post of posts) {
      const siblings = posts.filter((other) => other.translationKey === post.translationKey);
      entries.push({
        loc: absoluteUrl(localizePath(articlePath(post.slug), post.language)),
        alternates: Object.fromEntries(
          siblings.map((other) => [
            other.language,
            absoluteUrl(localizePath(articlePath(other.slug), other.language)),
          ]),
        ),
        lastmod: post.updatedAt.slice(0, 10),
        priority: 0.6,
      });
    }
    // The open job posts; a post past its date leaves by itself.
    entries.push(...jobPostSitemapEntries(await listOpenPosts(await getDb())));
  } catch (error) {
    // A sitemap without the articles would tell crawlers they are gone: ask them to come back.
    log.error(`posts unavailable: ${describeDbError(error)}`);
    return new Response("Sitemap temporarily unavailable.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300" },
    });
  }

  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) =>
      [
        "  <url>",
        `    <loc>${escapeXml(entry.loc)}</loc>`,
        ...Object.entries(entry.alternates).map(
          ([lang, href]) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflangOf(lang)}" href="${escapeXml(href)}"/>`,
        ),
        entry.lastmod ? `    <lastmod>${entry.lastmod}</lastmod>` : "",
        `    <priority>${entry.priority.toFixed(1)}</priority>`,
        "  </url>",
      ]
        .filter(Boolean)
        .join("\n"),
    ),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
