import { blogQuerySchema } from "~/data/blog-query";
import type { Lang } from "~/i18n/lang";
import { jsonError } from "~/services/http.server";

/** Validated ?language=&category= of the blog API; 400 with the reason otherwise. */
export function parseBlogQuery(
  request: Request,
): { ok: true; language?: Lang; category?: string } | { ok: false; response: Response } {
  const params = new URL(request.url).searchParams;
  const parsed = blogQuerySchema.safeParse({
    language: params.get("language") ?? undefined,
    category: params.get("category") || undefined,
  });
  if (!parsed.success) {
    return {
      ok: false,
      response: jsonError(
        400,
        "invalid_query",
        "language must be fr or en; category at most 60 characters.",
      ),
    };
  }
  return { ok: true, ...parsed.data };
}
