import { data, type ShouldRevalidateFunction, useSearchParams } from "react-router";
import { type QueryKey, useQuery } from "~/data/api-client";
import { type BlogPostSummary, toSummary } from "~/data/blog.server";
import { cachedCategories, cachedPosts } from "~/data/blog-cache.server";
import { blogCategorySchema } from "~/data/blog-query";
import { getDb } from "~/data/db.server";
import { describeDbError } from "~/data/db-errors.server";
import { langFromPath, localizePath } from "~/i18n/lang";
import { messages } from "~/i18n/messages.server";
import { FEED_PATH, pagePath } from "~/navigation/page-table";
import { hydrated } from "~/navigation/route-handle";
import { seoTags } from "~/seo/meta";
import { pageSeo } from "~/seo/seo.server";
import { PostCard, PostCardSkeleton } from "~/ui/blog/post-card";
import { cn } from "~/ui/cn";
import { CtaBand } from "~/ui/cta-band";
import { PageHero } from "~/ui/page-hero";
import type { Route } from "./+types/blog";

/** Needs React in the browser: see app/navigation/route-handle.ts. */
export const handle = hydrated;

export const SKELETON_COUNT = 6;

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
    console.error("[blog] posts unavailable:", describeDbError(error));
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

export const meta: Route.MetaFunction = ({ data, location }) => [
  ...seoTags(data?.seo),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: data?.t.feed,
    href: localizePath(FEED_PATH, langFromPath(location.pathname)),
  },
];

/** A category change is fetched from the API by the page itself, not by re-running the loader. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

async function fetchPosts([url]: QueryKey): Promise<BlogPostSummary[]> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error("Failed to fetch blog posts");
  return (await res.json()) as BlogPostSummary[];
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { lang, t, categories } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get("category")?.trim() || null;
  const fromLoader = selected === loaderData.category && !loaderData.failed;

  const apiUrl = `/api/blog/posts?language=${lang}${selected ? `&category=${encodeURIComponent(selected)}` : ""}`;
  const query = useQuery<BlogPostSummary[]>(fromLoader ? null : [apiUrl], fetchPosts);
  const loading = !fromLoader && (query.status === "loading" || query.status === "idle");
  const posts = fromLoader ? loaderData.posts : query.status === "success" ? query.data : [];

  const choose = (category: string | null) => {
    setSearchParams(category ? { category } : {}, { preventScrollReset: true });
  };

  return (
    <>
      <PageHero title={t.hero.title} intro={t.hero.intro} />
      <section className="bg-mist-50 py-14 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {/* A GET form: without JavaScript the buttons still filter, through the URL. */}
          <form
            method="get"
            aria-label={t.filters.label}
            className="flex flex-wrap gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const submitter = (event.nativeEvent as SubmitEvent)
                .submitter as HTMLButtonElement | null;
              choose(submitter?.value || null);
            }}
          >
            {[null, ...categories].map((category) => {
              const active = category === selected;
              return (
                <button
                  key={category ?? "all"}
                  type="submit"
                  name="category"
                  value={category ?? ""}
                  aria-pressed={active}
                  className={cn(
                    "min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors",
                    active
                      ? "border-steel-700 bg-steel-700 text-white"
                      : "border-mist-200 bg-white text-ink-900 hover:border-steel-700 hover:text-steel-700",
                  )}
                >
                  {category ?? t.filters.all}
                </button>
              );
            })}
          </form>

          <div aria-live="polite" aria-busy={loading} className="mt-10">
            {loading ? (
              <>
                <p className="sr-only">{t.loading}</p>
                <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                    <PostCardSkeleton key={index} />
                  ))}
                </div>
              </>
            ) : posts.length === 0 ? (
              <p className="rounded-xl border border-dashed border-mist-200 bg-white p-10 text-center text-lg text-ink-700">
                {t.empty}
              </p>
            ) : (
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {posts.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} texts={t.card} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
