import { z } from "zod";
import { MAX_MARKDOWN_LENGTH } from "~/data/articles.server";
import { getDb } from "~/data/db.server";
import { markdownToSafeHtml, presentArticleHtml } from "~/data/markdown.server";
import { slugify } from "~/data/slug";
import { defaultLang, languages } from "~/i18n/lang";
import { messages } from "~/i18n/messages.server";
import { adminSession } from "~/services/auth/admin-session.server";
import { placeArticlePictures, previewWarning } from "~/services/media/article-pictures.server";
import type { Route } from "./+types/article-preview";
import { adminJson, MAX_EDITOR_BODY, readJsonPost } from "./json-post.server";

export const middleware: Route.MiddlewareFunction[] = [adminSession("json")];

const bodySchema = z.object({
  title: z.string().max(200).default(""),
  markdown: z.string().max(MAX_MARKDOWN_LENGTH),
  /** The article's language: the names given to its tables. */
  language: z.enum(languages).catch(defaultLang),
  /** The back office's language: the warnings written in place of pictures not shown. */
  ui: z.enum(languages).catch(defaultLang),
});

/**
 * The editor's live preview: the article's HTML exactly as the public site would serve it
 * (markdownToSafeHtml, presentArticleHtml), and the slug proposed for the title. Signed-in, same-origin POST only
 * (the middleware).
 */
export async function action({ request }: Route.ActionArgs) {
  const read = await readJsonPost(request, bodySchema, MAX_EDITOR_BODY);
  if ("refused" in read) return read.refused;
  const { language, ui } = read.data;
  const html = await placeArticlePictures(await getDb(), markdownToSafeHtml(read.data.markdown), {
    language,
    warn: previewWarning(messages(ui, "adminArticles").preview.pictures),
  });
  return adminJson({
    html: presentArticleHtml(html, messages(language, "blog").article.table),
    slug: slugify(read.data.title),
  });
}

export async function loader() {
  return adminJson({ error: "method_not_allowed" }, 405);
}
