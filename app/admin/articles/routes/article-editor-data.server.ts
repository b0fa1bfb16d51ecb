import { redirect } from "react-router";
import { placeArticlePictures, previewWarning } from "~/admin/articles/article-pictures.server";
import { translatedCategory, unpairedArticles } from "~/admin/articles/article-translations.server";
import {
  findArticle,
  findCounterpart,
  listAllCategories,
  listArticles,
} from "~/admin/articles/articles.server";
import { publishDueArticlesOrLog } from "~/admin/articles/scheduled-publication.server";
import type adminArticles from "~/admin/articles/texts/fr.server";
import type { ArticleValues } from "~/admin/articles/ui/article-form";
import type { PickerPicture } from "~/admin/articles/ui/article-picture-picker";
import { findMedia, isPlaceable, listMedia, type MediaInfo } from "~/admin/media/media.server";
import { MAX_UPLOAD_BYTES } from "~/admin/media/upload-stream.server";
import {
  adminHeaders,
  adminRequest,
  findById,
  formatDateTime,
  parseId,
} from "~/admin/shell/admin-request.server";
import { mediaPath, mediaPhotoSource } from "~/platform/content/media-paths";
import type { BlogPostRow } from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import {
  counterpartLanguage,
  isStaffLang,
  type Lang,
  languages,
  localizePath,
} from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { backOfficePath } from "~/platform/navigation/back-office";
import { articlePath } from "~/platform/navigation/page-table";
import { brusselsDateTimeValue } from "~/platform/text/brussels-time";
import { presentArticleHtml } from "~/platform/text/markdown.server";
import { type RenderRefusal, renderMarkdown } from "~/platform/text/markdown-render.server";

/** What the editor's loader and action share: the request's head, texts and article. */
export type EditorRequest = Awaited<ReturnType<typeof adminRequest>> & {
  a: typeof adminArticles;
  post: BlogPostRow | null | undefined;
};

/** A stored time as the editor's datetime-local field shows it (Brussels time), or empty. */
const fieldTime = (date: Date | null) => (date ? brusselsDateTimeValue(date) : "");

export function valuesOf(post: BlogPostRow, counterpartId: number | undefined): ArticleValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    category: post.category,
    tags: post.tags.join(", "),
    language: post.language,
    counterpart: counterpartId ? String(counterpartId) : "",
    cover: post.coverMediaId === null ? "" : String(post.coverMediaId),
    markdown: post.markdown,
    publishedAt: fieldTime(post.publishedAt),
    publishAt: post.published ? "" : fieldTime(post.publishAt),
  };
}

const emptyValues = (language: Lang): ArticleValues => ({
  title: "",
  slug: "",
  excerpt: "",
  category: "",
  tags: "",
  language,
  counterpart: "",
  cover: "",
  markdown: "",
  publishedAt: "",
  publishAt: "",
});

/**
 * The "new" page's starting values: empty in the back office's language, or, from "Create the
 * English version" (`?from=<id>`), the original's texts to translate, in the other language,
 * already linked to it. An original that has its version already leads to that version.
 */
export async function newArticleStart(
  { db, lang, path }: EditorRequest,
  url: URL,
): Promise<{ values: ArticleValues; original: { title: string; language: Lang } | null }> {
  const id = parseId(url.searchParams.get("from") ?? undefined);
  const original = id === undefined ? undefined : await findArticle(db, id);
  if (!original) return { values: emptyValues(lang), original: null };
  const existing = await findCounterpart(db, original);
  if (existing) throw redirect(path(`/articles/${existing.id}`), { headers: adminHeaders });
  const from = original.language as Lang;
  const language = counterpartLanguage(from);
  return {
    values: {
      ...emptyValues(language),
      title: original.title,
      excerpt: original.excerpt,
      category: (await translatedCategory(db, original.category, from)) ?? original.category,
      tags: original.tags.join(", "),
      counterpart: String(original.id),
      // The same picture; its alternative text in the other language is the library's.
      cover: original.coverMediaId === null ? "" : String(original.coverMediaId),
      markdown: original.markdown,
    },
    original: { title: original.title, language: from },
  };
}

/** What the page needs whatever the outcome: choices, the article's state, its links. */
export async function editorData(
  { lang, a, path, db }: EditorRequest,
  post: BlogPostRow | undefined,
) {
  const [categories, articles, library] = await Promise.all([
    listAllCategories(db),
    listArticles(db),
    listMedia(db),
  ]);
  // The picker lists the library's newest page; its search box filters it in the browser.
  const pickerPicture = (picture: MediaInfo): PickerPicture => ({
    id: picture.id,
    address: mediaPath(picture),
    name: picture.fileName,
    alt: { fr: picture.altFr, en: picture.altEn },
    caption: `${picture.captionFr} ${picture.captionEn}`.trim(),
    placeable: isPlaceable(picture),
    page: path(`/media/${picture.id}`),
    source: mediaPhotoSource(picture),
  });
  const pictures = library.pictures.map(pickerPicture);
  // A cover older than the library's newest page is still offered, so a save keeps it.
  const cover = post?.coverMediaId;
  const coverMissing =
    cover != null && !pictures.some((picture) => picture.id === cover)
      ? await findMedia(db, cover)
      : undefined;
  const self = post && articles.find((article) => article.id === post.id);
  const other = post ? counterpartLanguage(post.language as Lang) : undefined;
  const state = !post
    ? null
    : post.published
      ? a.editor.published
      : post.publishAt
        ? fill(a.editor.scheduledState, { date: formatDateTime(post.publishAt, lang) })
        : a.editor.draft;
  // Only articles still without a version in the other language, and the one it has.
  const counterparts = Object.fromEntries(
    languages.map((language) => [
      language,
      unpairedArticles(articles, language, post?.id).map((article) => ({
        value: article.id,
        label: `${article.language.toUpperCase()} · ${article.title}`,
      })),
    ]),
  ) as Record<Lang, { value: number; label: string }[]>;
  return {
    t: a.editor,
    lang,
    languages: a.languages,
    title: post ? a.editor.editTitle : a.editor.newTitle,
    links: {
      list: path("/articles"),
      remove: post ? path(`/articles/${post.id}/delete`) : null,
      public:
        post?.published === true
          ? localizePath(articlePath(post.slug), post.language as Lang)
          : null,
      // "Create the English version", or the way to the one it has.
      translation:
        post && other
          ? self?.counterpart
            ? {
                href: path(`/articles/${self.counterpart.id}`),
                text: a.editor.viewTranslation[other],
              }
            : { href: `${path("/articles/new")}?from=${post.id}`, text: a.editor.translate[other] }
          : null,
    },
    article: post
      ? {
          id: post.id,
          version: post.version,
          published: post.published,
          scheduledAt: post.published ? null : post.publishAt,
          state,
          fromFile: post.origin === "file",
          updatedAt: formatDateTime(post.updatedAt, lang),
        }
      : null,
    categories,
    counterparts,
    covers: coverMissing ? [pickerPicture(coverMissing), ...pictures] : pictures,
    previewEndpoint: backOfficePath("/api/articles/preview"),
    picker: {
      pictures,
      library: path("/media"),
      upload: path("/media"),
      maxBytes: MAX_UPLOAD_BYTES,
    },
    previewError: a.preview.error,
    autosaveEndpoint: backOfficePath("/api/articles/autosave"),
  };
}

/**
 * The request's session, texts and database, and the article of the URL: undefined on the "new"
 * page, null when there is no such article. A scheduled article whose time has come is
 * published first, so the page shows it as the site does.
 */
export async function editorRequest(
  args: Parameters<typeof adminRequest>[0],
  id: string | undefined,
): Promise<EditorRequest> {
  const head = await adminRequest(args);
  await publishDueArticlesOrLog(head.db);
  const a = messages(head.lang, "adminArticles");
  const post: BlogPostRow | null | undefined =
    id === undefined ? undefined : ((await findById(head.db, id, findArticle)) ?? null);
  return { ...head, a, post };
}

/**
 * The preview as the public page shows it, in the article's language; a picture the public page
 * would not show is a warning in the back office's language.
 */
export async function previewOf(
  head: Pick<EditorRequest, "db" | "lang">,
  html: string,
  language: string,
) {
  const articleLang = isStaffLang(language) ? language : "fr";
  const placed = await placeArticlePictures(head.db, html, {
    language: articleLang,
    warn: previewWarning(messages(head.lang, "adminArticles").preview.pictures),
  });
  return presentArticleHtml(placed, messages(articleLang, "blog").article.table);
}

/**
 * The preview of text typed in the editor, rendered in a worker with a time budget; a text refused
 * there (too complex, or the workers too busy) previews as the reason, in the back office's
 * language.
 */
export async function previewOfMarkdown(
  head: Pick<EditorRequest, "db" | "lang">,
  markdown: string,
  language: string,
): Promise<{ html: string; refused?: RenderRefusal }> {
  const rendered = await renderMarkdown(markdown);
  if (rendered.ok) return { html: await previewOf(head, rendered.html, language) };
  const text = messages(head.lang, "adminArticles").editor.errors[rendered.reason];
  return { html: `<p role="alert">${escapeHtmlText(text)}</p>`, refused: rendered.reason };
}

const escapeHtmlText = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
