import { useEffect, useState } from "react";
import { type QueryKey, useQuery } from "~/data/api-client";
import type { BlogPostSummary } from "~/data/blog.server";
import type { Lang } from "~/i18n/lang";
import type frBlog from "~/i18n/messages/fr/blog.server";
import { cn } from "../cn";
import { PostCard, PostCardSkeleton } from "./post-card";

export const SKELETON_COUNT = 6;

type BlogTexts = typeof frBlog;

const categoryInUrl = () =>
  new URLSearchParams(window.location.search).get("category")?.trim() || null;

async function fetchPosts([url]: QueryKey): Promise<BlogPostSummary[]> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error("Failed to fetch blog posts");
  return (await res.json()) as BlogPostSummary[];
}

/**
 * The category filter and the cards. The server renders the list for the URL's category; a
 * filter click then fetches the API (six skeleton cards meanwhile) and records the choice in the
 * URL, so Back and a reload show the same list. Without JavaScript the buttons submit the GET form.
 */
export function BlogExplorer({
  lang,
  t,
  categories,
  initial,
}: {
  lang: Lang;
  t: Pick<BlogTexts, "filters" | "loading" | "empty" | "card">;
  categories: string[];
  /** What the server rendered: the category asked for, its posts, or a failed read. */
  initial: { category: string | null; posts: BlogPostSummary[]; failed: boolean };
}) {
  const [selected, setSelected] = useState(initial.category);
  useEffect(() => {
    const onPopState = () => setSelected(categoryInUrl());
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const fromServer = selected === initial.category && !initial.failed;
  const apiUrl = `/api/blog/posts?language=${lang}${selected ? `&category=${encodeURIComponent(selected)}` : ""}`;
  const query = useQuery<BlogPostSummary[]>(fromServer ? null : [apiUrl], fetchPosts);
  const loading = !fromServer && (query.status === "loading" || query.status === "idle");
  const posts = fromServer ? initial.posts : query.status === "success" ? query.data : [];

  const choose = (category: string | null) => {
    const url = new URL(window.location.href);
    if (category) url.searchParams.set("category", category);
    else url.searchParams.delete("category");
    window.history.pushState(null, "", url);
    setSelected(category);
  };

  return (
    <>
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
    </>
  );
}
