import { z } from "zod";
import { MAX_MARKDOWN_LENGTH } from "~/data/articles.server";
import { getDb } from "~/data/db.server";
import { markdownToSafeHtml, presentArticleHtml } from "~/data/markdown.server";
import { slugify } from "~/data/slug";
import { defaultLang, languages } from "~/i18n/lang";
import { messages } from "~/i18n/messages.server";
import { adminSession } from "~/services/auth/admin-session.server";
import { adminHeaders } from "~/services/auth/guard.server";
import { placeArticlePictures, previewWarning } from "~/services/media/article-pictures.server";
import type { Route } from "./+types/article-preview";

export const middleware: Route.MiddlewareFunction[] = [adminSession("json")];

const bodySchema = z.object({
  title: z.string().max(200).default(""),
  markdown: z.string().max(MAX_MARKDOWN_LENGTH),
  /** The article's language: the names given to its tables. */
  language: z.enum(languages).catch(defaultLang),
  /** The back office's language: the warnings written in place of pictures not shown. */
  ui: z.enum(languages).catch(defaultLang),
});

/** Twice the longest article, in bytes: a larger body is refused before it is parsed. */
const MAX_BODY = 2 * 4 * MAX_MARKDOWN_LENGTH;

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: adminHeaders });

/**
 * The editor's live preview: the article's HTML exactly as the public site would serve it
 * (markdownToSafeHtml, presentArticleHtml), and the slug proposed for the title. Signed-in, same-origin POST only
 * (the middleware).
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ error: "method_not_allowed" }, 405);
  const text = await request.text();
  if (text.length > MAX_BODY) return json({ error: "too_large" }, 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json({ error: "invalid_json" }, 400);
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return json({ error: "invalid" }, 400);
  const { language, ui } = parsed.data;
  const html = await placeArticlePictures(await getDb(), markdownToSafeHtml(parsed.data.markdown), {
    language,
    warn: previewWarning(messages(ui, "adminArticles").preview.pictures),
  });
  return json({
    html: presentArticleHtml(html, messages(language, "blog").article.table),
    slug: slugify(parsed.data.title),
  });
}

export async function loader() {
  return json({ error: "method_not_allowed" }, 405);
}
