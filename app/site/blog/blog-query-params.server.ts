import { jsonError } from "~/platform/http/http.server";
import type { Lang } from "~/platform/i18n/lang";
import { blogQuerySchema } from "~/site/blog/blog-query";

export type BlogQuery = { language?: Lang; category?: string };

/** ?language=&category= of the blog API, validated; undefined when the schema refuses it. */
export function readBlogQuery(params: URLSearchParams): BlogQuery | undefined {
  const parsed = blogQuerySchema.safeParse({
    language: params.get("language") ?? undefined,
    category: params.get("category") || undefined,
  });
  return parsed.success ? parsed.data : undefined;
}

/** Validated ?language=&category= of the blog API; 400 with the reason otherwise. */
export function parseBlogQuery(
  request: Request,
): ({ ok: true } & BlogQuery) | { ok: false; response: Response } {
  const query = readBlogQuery(new URL(request.url).searchParams);
  if (!query) {
    return {
      ok: false,
      response: jsonError(
        400,
        "invalid_query",
        "language must be fr or en; category at most 60 characters.",
      ),
    };
  }
  return { ok: true, ...query };
}
