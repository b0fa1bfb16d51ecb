import type { BlogPostSummary } from "~/site/blog/blog.server";
import { PostCard, PostCardSkeleton, type PostCardTexts } from "./post-card";

export const SKELETON_COUNT = 6;

/** The cards of a list of posts, six skeleton cards while it loads, or the empty message. */
export function PostList({
  posts,
  loading = false,
  texts,
}: {
  posts: BlogPostSummary[];
  loading?: boolean;
  texts: { loading: string; empty: string; card: PostCardTexts };
}) {
  if (loading) {
    return (
      <>
        <p className="sr-only">{texts.loading}</p>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <PostCardSkeleton key={index} />
          ))}
        </div>
      </>
    );
  }
  if (posts.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-mist-200 bg-white p-10 text-center text-lg text-ink-700">
        {texts.empty}
      </p>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} texts={texts.card} />
        </li>
      ))}
    </ul>
  );
}
