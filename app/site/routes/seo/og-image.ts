import { ImageWorkBusy } from "~/admin/media/image-work.server";
import { croppedBytes } from "~/admin/media/variants.server";
import { getDb } from "~/platform/database/db.server";
import { componentLogger } from "~/platform/runtime/logger.server";
import {
  OG_HEIGHT,
  OG_WIDTH,
  ogArticlePath,
  ogVersion,
  parseOgPath,
} from "~/platform/seo/og-paths";
import { findPost } from "~/site/blog/blog.server";
import { referenceOgCard } from "~/site/references/reference-og.server";
import { notFound, unavailable } from "~/site/routes/file-answers.server";
import { articleOgText, cachedOgImage, pageOgText } from "~/site/seo/og-image-cards.server";
import type { Route } from "./+types/og-image";

const log = componentLogger("og-image");

const image = (body: Buffer, type: string, cacheControl: string) =>
  new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": type,
      "Content-Length": String(body.length),
      "Cache-Control": cacheControl,
    },
  });
const png = (body: Buffer, cacheControl: string) => image(body, "image/png", cacheControl);

/**
 * /og/<lang>/<page>.png and /og/blog/<slug>.png: 1200x630 social previews. The pages' are
 * prerendered into the client build (react-router.config.ts), so this runs for them only in
 * development; an article's is rendered on its first request and kept (og-image-cards.server.ts).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const target = parseOgPath(params["*"] ?? "");
  if (!target) return notFound();

  if (target.kind === "reference") {
    const card = referenceOgCard(target.slug);
    if (!card) return notFound();
    return png(
      await cachedOgImage(`reference/${target.slug}@${card.version}`, card.text),
      "public, max-age=3600",
    );
  }

  if (target.kind === "page") {
    const text = pageOgText(target.lang, target.id);
    return png(await cachedOgImage(`${target.lang}/${target.id}`, text), "public, max-age=3600");
  }

  let post: Awaited<ReturnType<typeof findPost>>;
  try {
    post = await findPost(await getDb(), target.slug);
  } catch (error) {
    return unavailable(log, "article", error);
  }
  // findPost answers published articles only: a draft has no preview. A cover's address for
  // an article without one (or the reverse) is an old link: the other address answers it.
  if (!post) return notFound();
  if (target.cover !== (post.cover !== null)) {
    return new Response(null, {
      status: 301,
      headers: { Location: ogArticlePath(post), "Cache-Control": "public, max-age=300" },
    });
  }
  const version = ogVersion(post);
  // The URL of the current version never changes content; any other is served briefly.
  const current = new URL(request.url).searchParams.get("v") === version;
  const cacheControl = current ? "public, max-age=31536000, immutable" : "public, max-age=300";
  if (!post.cover) {
    return png(
      await cachedOgImage(`blog/${post.slug}@${version}`, articleOgText(post)),
      cacheControl,
    );
  }
  let jpeg: Buffer | undefined;
  try {
    jpeg = await croppedBytes(
      await getDb(),
      {
        contentHash: post.cover.hash,
        width: post.cover.source.width,
        focus: post.cover.source.focus,
      },
      OG_WIDTH,
      OG_HEIGHT,
    );
  } catch (error) {
    if (!(error instanceof ImageWorkBusy)) throw error;
    return new Response("Busy", {
      status: 503,
      headers: { "Retry-After": "5", "Cache-Control": "no-store" },
    });
  }
  return jpeg ? image(jpeg, "image/jpeg", cacheControl) : notFound();
}
