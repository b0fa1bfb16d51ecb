import { useEffect, useState } from "react";
import type { Lang } from "~/platform/i18n/lang";
import type frBlog from "~/platform/i18n/messages/fr/blog.server";
import { type QueryKey, useQuery } from "~/site/blog/api-client";
import type { BlogPostSummary } from "~/site/blog/blog.server";
import { cn } from "../../../platform/ui/cn";
import { PostList } from "./post-list";

/** The list the server rendered, outside the island: its posts are not sent twice. */
export const SERVER_LIST_ID = "blog-server-list";

type BlogTexts = typeof frBlog;

const categoryInUrl = () =>
  new URLSearchParams(window.location.search).get("category")?.trim() || null;

async function fetchPosts([url]: QueryKey): Promise<BlogPostSummary[]> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error("Failed to fetch blog posts");
  return (await res.json()) as BlogPostSummary[];
}

/**
 * The category filter, and the cards of any other category than the one the server rendered.
 * The server's list stands beside the island (SERVER_LIST_ID), so the posts are in the page once
 * and hydration covers only the filter. A filter click fetches the API (six skeleton cards
 * meanwhile), hides the server's list and records the choice in the URL, so Back and a reload
 * show the same list. Without JavaScript the buttons submit the GET form.
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
  /** What the server rendered: the category asked for, or a failed read (no list then). */
  initial: { category: string | null; failed: boolean };
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
  useEffect(() => {
    document.getElementById(SERVER_LIST_ID)?.toggleAttribute("hidden", !fromServer);
  }, [fromServer]);

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

      <div aria-live="polite" aria-busy={loading} className={fromServer ? undefined : "mt-10"}>
        {!fromServer && (
          <PostList
            posts={query.status === "success" ? query.data : []}
            loading={loading}
            texts={t}
          />
        )}
      </div>
    </>
  );
}
