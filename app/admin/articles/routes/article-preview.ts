import { z } from "zod";
import { MAX_ARTICLE_FORM_BYTES } from "~/admin/articles/article-limits";
import { placeArticlePictures, previewWarning } from "~/admin/articles/article-pictures.server";
import { MAX_MARKDOWN_LENGTH } from "~/admin/articles/articles.server";
import { adminSession, sessionOf } from "~/admin/shell/admin-session.server";
import { getDb } from "~/platform/database/db.server";
import { createLimiter, takePoint } from "~/platform/http/rate-limit.server";
import { defaultLang, languages } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import type { RouteHandle } from "~/platform/navigation/route-handle";
import { presentArticleHtml } from "~/platform/text/markdown.server";
import { renderMarkdown } from "~/platform/text/markdown-render.server";
import { slugify } from "~/platform/text/slug";
import { adminJson, MAX_EDITOR_BODY, readJsonPost } from "../json-post.server";
import type { Route } from "./+types/article-preview";

export const middleware: Route.MiddlewareFunction[] = [adminSession("json")];

/** The editor's whole article comes along: the body bound is the editor form's (article-limits.ts). */
export const handle: RouteHandle = { body: { kind: "bounded", maxBytes: MAX_ARTICLE_FORM_BYTES } };

const bodySchema = z.object({
  title: z.string().max(200).default(""),
  markdown: z.string().max(MAX_MARKDOWN_LENGTH),
  /** The article's language: the names given to its tables. */
  language: z.enum(languages).catch(defaultLang),
  /** The back office's language: the warnings written in place of pictures not shown. */
  ui: z.enum(languages).catch(defaultLang),
});

/** Previews per author and minute: the editor asks one after each pause in typing. */
const PREVIEWS_PER_MINUTE = 60;
let limiter: ReturnType<typeof createLimiter> | undefined;
/** The authors whose preview is being rendered on this instance. */
const rendering = new Set<number>();

/**
 * The editor's live preview: the article's HTML exactly as the public site would serve it
 * (markdownToSafeHtml, presentArticleHtml), and the slug proposed for the title. Signed-in, same-origin POST only
 * (the middleware). Rendering runs in a worker with a time budget (renderMarkdown), one preview at
 * a time per author, rate-limited: a text too complex to render, or too many previews, answer
 * with the reason to show in place of the preview.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readJsonPost(request, bodySchema, MAX_EDITOR_BODY);
  if ("refused" in read) return read.refused;
  const { language, ui } = read.data;
  const t = messages(ui, "adminArticles").preview;
  const author = sessionOf(context).user.id;
  const busy = () => adminJson({ error: "busy", message: t.busy }, 429);
  if (rendering.has(author)) return busy();
  limiter ??= createLimiter({
    keyPrefix: "article-preview",
    points: PREVIEWS_PER_MINUTE,
    durationSeconds: 60,
  }).catch((error: unknown) => {
    limiter = undefined;
    throw error;
  });
  if ((await takePoint(await limiter, String(author))) !== undefined) return busy();
  rendering.add(author);
  let rendered: Awaited<ReturnType<typeof renderMarkdown>>;
  try {
    rendered = await renderMarkdown(read.data.markdown);
  } finally {
    rendering.delete(author);
  }
  if (!rendered.ok) {
    return rendered.reason === "busy"
      ? busy()
      : adminJson({ error: "too_complex", message: t.tooComplex }, 422);
  }
  const html = await placeArticlePictures(await getDb(), rendered.html, {
    language,
    warn: previewWarning(t.pictures),
  });
  return adminJson({
    html: presentArticleHtml(html, messages(language, "blog").article.table),
    slug: slugify(read.data.title),
  });
}

export async function loader() {
  return adminJson({ error: "method_not_allowed" }, 405);
}
