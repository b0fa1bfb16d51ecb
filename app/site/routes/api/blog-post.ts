import { getDb } from "~/platform/database/db.server";
import { databaseFailure, jsonError, methodNotAllowed } from "~/platform/http/http.server";
import { findPost } from "~/site/blog/blog.server";
import { parseBlogQuery } from "~/site/blog/blog-query-params.server";
import type { Route } from "./+types/blog-post";

/** GET /api/blog/posts/:slug?language=fr|en: one published post, or a JSON 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const query = parseBlogQuery(request);
  if (!query.ok) return query.response;
  try {
    const post = await findPost(await getDb(), params.slug, query.language);
    if (!post)
      return jsonError(404, "not_found", "No published post has this slug in this language.");
    return Response.json(post, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    return databaseFailure(error);
  }
}

export const action = () => methodNotAllowed("GET");
