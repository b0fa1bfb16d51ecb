import { data } from "react-router";
import { getDb } from "~/platform/database/db.server";
import { describeDbError } from "~/platform/database/db-errors.server";
import { langFromPath, localizePath } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { Island } from "~/platform/islands/island";
import { FEED_PATH, pagePath } from "~/platform/navigation/page-table";
import { blogPage } from "~/platform/navigation/route-handle";
import { componentLogger } from "~/platform/runtime/logger.server";
import { type BlogPostSummary, toSummary } from "~/site/blog/blog.server";
import { cachedCategories, cachedPosts } from "~/site/blog/blog-cache.server";
import { blogCategorySchema } from "~/site/blog/blog-query";
import { seoTags } from "~/site/seo/meta";
import { pageSeo } from "~/site/seo/seo.server";
import { BlogExplorer, SERVER_LIST_ID } from "~/site/ui/blog/blog-explorer";
import { PostList } from "~/site/ui/blog/post-list";
import { CtaBand } from "~/site/ui/cta-band";
import { PageHero } from "~/site/ui/page-hero";
import type { Route } from "./+types/blog";

const log = componentLogger("blog");

/** The filter and cards are an island, and the page is cached once rendered: see app/platform/navigation/route-handle.ts. */
export const handle = blogPage;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = messages(lang, "blog");
  const requested = url.searchParams.get("category")?.trim() || null;
  const parsed = requested ? blogCategorySchema.safeParse(requested) : undefined;
  const category = parsed?.success ? parsed.data : null;
  const seo = pageSeo(lang, pagePath("blog"), t.meta, requested ? { noindex: true } : {});
  if (parsed && !parsed.success) {
    // Not a category any post could have: the empty list, without touching the database.
    return data(
      {
        lang,
        t,
        seo,
        category: requested,
        categories: [] as string[],
        posts: [] as BlogPostSummary[],
        failed: false,
      },
      { status: 400 },
    );
  }
  try {
    const db = await getDb();
    const [posts, categories] = await Promise.all([
      cachedPosts(db, lang, category ?? undefined),
      cachedCategories(db, lang),
    ]);
    return { lang, t, seo, category, categories, posts: posts.map(toSummary), failed: false };
  } catch (error) {
    log.error(`posts unavailable: ${describeDbError(error)}`);
    return data(
      {
        lang,
        t,
        seo,
        category,
        categories: [] as string[],
        posts: [] as BlogPostSummary[],
        failed: true,
      },
      { status: 503 },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  ...seoTags(loaderData?.seo),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: loaderData?.t.feed,
    href: localizePath(FEED_PATH, langFromPath(location.pathname)),
  },
];

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { lang, t, categories } = loaderData;
  return (
    <>
      <PageHero title={t.hero.title} intro={t.hero.intro} />
      <section className="bg-mist-50 py-14 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <Island
            name="blog-explorer"
            component={BlogExplorer}
            props={{
              lang,
              t: { filters: t.filters, loading: t.loading, empty: t.empty, card: t.card },
              categories,
              initial: { category: loaderData.category, failed: loaderData.failed },
            }}
          />
          {!loaderData.failed && (
            <div id={SERVER_LIST_ID} className="mt-10">
              <PostList posts={loaderData.posts} texts={t} />
            </div>
          )}
        </div>
      </section>
      <CtaBand />
    </>
  );
}
