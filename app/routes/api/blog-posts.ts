import { cachedPosts } from "~/data/blog-cache.server";
import { getDb } from "~/data/db.server";
import { defaultLang } from "~/i18n/lang";
import { parseBlogQuery } from "~/services/blog-query-params.server";
import { databaseFailure, methodNotAllowed } from "~/services/http.server";
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
