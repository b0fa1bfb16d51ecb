import { findPost } from "~/data/blog.server";
import { getDb } from "~/data/db.server";
import { describeDbError } from "~/data/db-errors.server";
import { componentLogger } from "~/runtime/logger.server";
import { articleOgText, cachedOgImage, pageOgText } from "~/seo/og-image-cards.server";
import { ogVersion, parseOgPath } from "~/seo/og-paths";
import type { Route } from "./+types/og-image";

const log = componentLogger("og-image");

const png = (body: Buffer, cacheControl: string) =>
  new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(body.length),
      "Cache-Control": cacheControl,
    },
  });

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * /og/<lang>/<page>.png and /og/blog/<slug>.png: 1200x630 social previews. The pages' are
 * prerendered into the client build (react-router.config.ts), so this runs for them only in
 * development; an article's is rendered on its first request and kept (og-image-cards.server.ts).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const target = parseOgPath(params["*"] ?? "");
  if (!target) return notFound();

  if (target.kind === "page") {
    const text = pageOgText(target.lang, target.id);
    return png(await cachedOgImage(`${target.lang}/${target.id}`, text), "public, max-age=3600");
  }

  let post: Awaited<ReturnType<typeof findPost>>;
  try {
    post = await findPost(await getDb(), target.slug);
  } catch (error) {
    log.error(`article unavailable: ${describeDbError(error)}`);
    return new Response("Service unavailable", {
      status: 503,
      headers: { "Retry-After": "30", "Cache-Control": "no-store" },
    });
  }
  // findPost answers published articles only: a draft has no preview.
  if (!post) return notFound();
  const version = ogVersion(post.updatedAt);
  const body = await cachedOgImage(`blog/${post.slug}@${version}`, articleOgText(post));
  // The URL of the current version never changes content; any other is served briefly.
  const current = new URL(request.url).searchParams.get("v") === version;
  return png(body, current ? "public, max-age=31536000, immutable" : "public, max-age=300");
}
