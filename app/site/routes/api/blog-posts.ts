import { getDb } from "~/platform/database/db.server";
import { databaseFailure, methodNotAllowed } from "~/platform/http/http.server";
import { defaultLang } from "~/platform/i18n/lang";
import { cachedPosts } from "~/site/blog/blog-cache.server";
import { parseBlogQuery } from "~/site/blog/blog-query-params.server";
import type { Route } from "./+types/blog-posts";

/** GET /api/blog/posts?language=fr|en&category=: published posts, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseBlogQuery(request);
  if (!query.ok) return query.response;
  try {
    const posts = await cachedPosts(await getDb(), query.language ?? defaultLang, query.category);
    return Response.json(posts, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    return databaseFailure(error);
  }
}

export const action = () => methodNotAllowed("GET");
