import { z } from "zod";
import { clearAutosave } from "~/admin/articles/article-autosaves.server";
import { MAX_ARTICLE_FORM_BYTES, MAX_MARKDOWN_LENGTH } from "~/admin/articles/article-limits";
import { listRevisions, recordRevision } from "~/admin/articles/article-revisions.server";
import {
  type ArticleField,
  articleDraftSchema,
  articleFormSchema,
  createArticle,
  findCounterpart,
  type SaveRefusal,
  updateArticle,
} from "~/admin/articles/articles.server";
import type { ArticleAutosaveConfig } from "~/admin/articles/browser/article-autosave";
import type { ArticlePicturesConfig } from "~/admin/articles/browser/article-pictures";
import type { ArticlePreviewConfig } from "~/admin/articles/browser/article-preview";
import type { ArticleToolbarConfig } from "~/admin/articles/browser/article-toolbar";
import { AutosaveOffer } from "~/admin/articles/ui/article-autosave-offer";
import { ArticleEditorHead } from "~/admin/articles/ui/article-editor-head";
import {
  type ArticleFieldName,
  ArticleForm,
  type ArticleValues,
  articleFieldNames,
  markdownCount,
  markdownLength,
} from "~/admin/articles/ui/article-form";
import { PicturePicker } from "~/admin/articles/ui/article-picture-picker";
import { ArticleRevisions } from "~/admin/articles/ui/article-revisions";
import { adminData, formatDateTime, parseId, readForm } from "~/admin/shell/admin-request.server";
import type { LeaveWarningConfig } from "~/admin/shell/browser/leave-warning";
import { doneOf, redirectDone } from "~/admin/shell/done.server";
import { parseForm } from "~/admin/shell/form-schema";
import { BrowserModule } from "~/admin/shell/ui/browser-module";
import { FormAlert, focusRing, MissingItem } from "~/admin/shell/ui/form-field";
import type { AuditAction } from "~/platform/audit/audit-log.server";
import { REVISION_CHANGES } from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import { counterpartLanguage, type Lang, locales } from "~/platform/i18n/lang";
import type { RouteHandle } from "~/platform/navigation/route-handle";
import { slugify } from "~/platform/text/slug";
import { clearBlogCache } from "~/site/blog/blog-cache.server";
import type { Route } from "./+types/article-edit";
import { pendingAutosave } from "./article-autosave-offer.server";
import {
  editorData,
  editorRequest,
  newArticleStart,
  previewOf,
  previewOfMarkdown,
  valuesOf,
} from "./article-editor-data.server";
import { restoredNotice } from "./article-restore.server";

export { headers, meta } from "~/admin/shell/route-head";

/** What the editor's message says after a redirect: a save's change, or a discarded copy. */
const DONE = [...REVISION_CHANGES, "discarded"] as const;
const intentSchema = z
  .enum(["save", "publish", "unpublish", "schedule", "unschedule", "preview", "discard"])
  .catch("save");

/** The editor's form carries a whole article: the body bound is its own (article-limits.ts). */
export const handle: RouteHandle = { body: { kind: "bounded", maxBytes: MAX_ARTICLE_FORM_BYTES } };

export async function loader(args: Route.LoaderArgs) {
  const { request, params } = args;
  const head = await editorRequest(args, params.id);
  const { a, path, post, db, screen } = head;
  if (post === null) {
    return screen(
      a.editor.notFound,
      {
        missing: true as const,
        t: a.editor,
        list: path("/articles"),
      },
      404,
    );
  }
  const url = new URL(request.url);
  const done = doneOf(request, DONE);
  const start = post
    ? { values: valuesOf(post, (await findCounterpart(db, post))?.id), original: null }
    : await newArticleStart(head, url);
  const data = await editorData(head, post);
  const autosave = await pendingAutosave(head, url, start.values);
  const values = autosave?.values ?? start.values;
  return screen(data.title, {
    ...data,
    missing: false as const,
    values,
    autosave: autosave?.offer ?? null,
    revisions: post
      ? (await listRevisions(db, post.id)).map((revision) => ({
          id: revision.id,
          at: formatDateTime(revision.savedAt, head.lang),
          actor: revision.actor ?? a.editor.revisions.unknownActor,
          change: a.editor.revisions.changes[revision.change],
          href: path(`/articles/${post.id}/revisions/${revision.id}`),
        }))
      : [],
    restored:
      post && done === "restored"
        ? await restoredNotice(db, post.id, url, (date) =>
            fill(a.editor.revisions.restoredNow, { date: formatDateTime(date, head.lang) }),
          )
        : null,
    translationNote: start.original
      ? fill(a.editor.translationNote[counterpartLanguage(start.original.language)], {
          title: start.original.title,
        })
      : null,
    done,
    scheduledAt: data.article?.scheduledAt
      ? formatDateTime(data.article.scheduledAt, head.lang)
      : "",
    previewHtml:
      post && !autosave?.values
        ? await previewOf(head, post.content, values.language)
        : (await previewOfMarkdown(head, values.markdown, values.language)).html,
  });
}

type Refused = {
  values: ArticleValues;
  /** The version the author's page was made from: a refused save does not move it forward. */
  version: string;
  errors: Partial<Record<ArticleFieldName, keyof typeof refusalField | string>>;
  problem: "invalid" | "conflict" | null;
  previewHtml: string;
};

/** Which field a refusal of the data layer belongs to. */
const refusalField = {
  slugTaken: "slug",
  counterpartInvalid: "counterpart",
  counterpartTaken: "counterpart",
  publishAtPast: "publishAt",
  coverUnknown: "cover",
  coverAltMissing: "cover",
  tooComplex: "markdown",
  busy: "markdown",
} as const satisfies Partial<Record<SaveRefusal["reason"], ArticleField>>;

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  const head = await editorRequest(args, params.id);
  const { user, path, post, db } = head;
  if (post === null) throw adminData(null, 404);
  const field = await readForm(request);
  const values = Object.fromEntries(
    articleFieldNames.map((name) => [name, field(name)]),
  ) as ArticleValues;
  // Without a slug typed, the one proposed from the title.
  if (values.slug.trim() === "") values.slug = slugify(values.title);
  const intent = intentSchema.parse(field("intent"));
  const preview = await previewOfMarkdown(
    head,
    values.markdown.slice(0, MAX_MARKDOWN_LENGTH),
    values.language,
  );
  const previewHtml = preview.html;
  const version = field("version");
  const answer = (status: number, refused: Pick<Refused, "errors" | "problem">) =>
    adminData({ ...refused, values, version, previewHtml } satisfies Refused, status);

  // A text the renderer refused is not saved either: the author sees why on the field.
  if (preview.refused && intent !== "discard") {
    return answer(400, { errors: { markdown: preview.refused }, problem: "invalid" });
  }
  if (intent === "preview") return answer(200, { errors: {}, problem: null });
  if (intent === "discard") {
    await clearAutosave(db, user.id, post?.id ?? null);
    const here = path(post ? `/articles/${post.id}` : "/articles/new");
    throw redirectDone(here, "discarded");
  }

  const published =
    intent === "publish" ? true : intent === "unpublish" ? false : (post?.published ?? false);
  // A draft needs only a title; what is or will be public needs everything.
  const complete =
    published || intent === "schedule" || (intent === "save" && values.publishAt.trim() !== "");
  const schema = complete ? articleFormSchema : articleDraftSchema;
  const parsed = parseForm<typeof schema, ArticleFieldName>(schema, values);
  if (!parsed.ok) return answer(400, { errors: parsed.errors, problem: "invalid" });
  // "Save" keeps the time in the field (empty: none); the other buttons say what they do.
  const input = { ...parsed.data };
  if (intent !== "save" && intent !== "schedule") input.publishAt = null;
  if (intent === "schedule" && !published && input.publishAt === null) {
    return answer(400, { errors: { publishAt: "scheduleRequired" }, problem: "invalid" });
  }
  let result: Awaited<ReturnType<typeof createArticle>>;
  if (post) {
    const read = parseId(version);
    if (read === undefined) return answer(409, { errors: {}, problem: "conflict" });
    result = await updateArticle(db, post.id, read, input, published);
  } else {
    result = await createArticle(db, input, published);
  }
  if (!result.ok) {
    if (result.reason === "notFound") throw adminData(null, 404);
    if (result.reason === "conflict") return answer(409, { errors: {}, problem: "conflict" });
    return answer(400, {
      errors: { [refusalField[result.reason]]: result.reason },
      problem: "invalid",
    });
  }

  // The working copy is now the article.
  await clearAutosave(db, user.id, post?.id ?? null);
  // The public list, the article, the feed and the sitemap show the change at once.
  clearBlogCache();
  const saved = result.post;
  const target = `${saved.language}/${saved.slug}`;
  const wasPublished = post?.published ?? false;
  const planned = saved.published ? null : saved.publishAt;
  const wasPlanned = post && !post.published ? post.publishAt : null;
  const change =
    published && !wasPublished
      ? "published"
      : !published && wasPublished
        ? "unpublished"
        : planned && planned.getTime() !== wasPlanned?.getTime()
          ? "scheduled"
          : !planned && wasPlanned
            ? "unscheduled"
            : null;
  const audit = (action: AuditAction) =>
    head.audit({ action, target, object: { type: "article", id: saved.id } });
  if (!post) await audit("article_created");
  if (change) await audit(`article_${change}`);
  else if (post) await audit("article_saved");
  // The message says what the visitor will notice: published or unpublished first.
  const done = change ?? (post ? "saved" : "created");
  await recordRevision(db, {
    articleId: saved.id,
    version: saved.version,
    actor: user.username,
    change: post ? done : "created",
    fields: values,
  });
  throw redirectDone(path(`/articles/${saved.id}`), done);
}

export default function ArticleEditor({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.missing) {
    return (
      <MissingItem
        title={loaderData.title}
        back={loaderData.list}
        backText={loaderData.t.backToList}
      />
    );
  }
  const d = loaderData;
  const refused = actionData && "values" in actionData ? actionData : undefined;
  const errors = Object.fromEntries(
    Object.entries(refused?.errors ?? {}).map(([name, key]) => [
      name,
      key === "markdownTooLong"
        ? // "The text has 100 001 characters: 100 000 at most."
          markdownCount(
            d.t.errors.markdownTooLong,
            d.lang,
            markdownLength(refused?.values.markdown ?? ""),
          )
        : (d.t.errors[key as keyof typeof d.t.errors] ?? d.t.errors.invalid),
    ]),
  );
  const done = !refused && d.done;
  // What the page shows is not stored anywhere yet: a refused save, a restored working copy.
  const unsaved = refused !== undefined || d.autosave?.restored === true;
  const doneText = done
    ? {
        created: d.t.created,
        saved: d.t.saved,
        published: d.t.publishedNow,
        unpublished: d.t.unpublishedNow,
        scheduled: fill(d.t.scheduledNow, { date: d.scheduledAt }),
        unscheduled: d.t.unscheduledNow,
        discarded: d.t.autosave.discarded,
        restored: d.restored ?? d.t.saved,
      }[done]
    : undefined;
  return (
    <div className="space-y-6">
      <ArticleEditorHead
        t={d.t}
        title={d.title}
        state={
          d.article
            ? fill(d.t.stateLine, { state: d.article.state ?? "", date: d.article.updatedAt })
            : undefined
        }
        links={d.links}
      />
      {refused?.problem === "conflict" && (
        <div className="space-y-2" role="alert">
          <p className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {d.t.conflict}{" "}
            <a href="?" className={`underline ${focusRing}`}>
              {d.t.reload}
            </a>
          </p>
        </div>
      )}
      {refused?.problem === "invalid" && <FormAlert tone="error">{d.t.invalid}</FormAlert>}
      {doneText && <FormAlert tone="success">{doneText}</FormAlert>}
      {d.article?.fromFile && <p className="text-sm text-navy-800">{d.t.fileOrigin}</p>}
      {d.translationNote && <p className="max-w-3xl text-navy-800">{d.translationNote}</p>}
      {d.autosave && !refused && <AutosaveOffer t={d.t.autosave} offer={d.autosave} />}
      {/* Filled by the autosave script: when the working copy was last kept. */}
      <p id="article-autosave-status" aria-live="polite" className="min-h-5 text-sm text-ink-700" />
      <ArticleForm
        t={d.t}
        lang={d.lang}
        languages={d.languages}
        values={refused?.values ?? d.values}
        errors={errors}
        version={d.article ? (refused?.version ?? String(d.article.version)) : null}
        published={d.article?.published ?? false}
        scheduled={d.article?.scheduledAt != null}
        categories={d.categories}
        counterparts={
          d.counterparts[counterpartLanguage((refused?.values ?? d.values).language as Lang)]
        }
        covers={d.covers}
        previewHtml={refused?.previewHtml ?? d.previewHtml}
      />
      <PicturePicker t={d.t.pictures} pictures={d.picker.pictures} library={d.picker.library} />
      {/* Module scripts run in this order: the toolbar reads what the pictures' module showed. */}
      <BrowserModule<ArticlePicturesConfig>
        name="article-pictures"
        config={{ upload: d.picker.upload, maxBytes: d.picker.maxBytes, texts: d.t.pictures }}
      />
      <BrowserModule<ArticleToolbarConfig>
        name="article-toolbar"
        config={{ shortcut: d.t.toolbar.shortcut, column: d.t.toolbar.column }}
      />
      <BrowserModule<ArticlePreviewConfig>
        name="article-preview"
        config={{
          endpoint: d.previewEndpoint,
          ui: d.lang,
          errorText: d.previewError,
          counterparts: d.counterparts,
          counterpartNone: d.t.counterpartNone,
          count: {
            text: d.t.markdownCount,
            locale: locales[d.lang].format,
            max: MAX_MARKDOWN_LENGTH,
          },
        }}
      />
      {d.revisions.length > 0 && <ArticleRevisions t={d.t.revisions} revisions={d.revisions} />}
      <BrowserModule<LeaveWarningConfig>
        name="leave-warning"
        config={{ formId: "article-form", unsaved }}
      />
      <BrowserModule<ArticleAutosaveConfig>
        name="article-autosave"
        config={{
          endpoint: d.autosaveEndpoint,
          article: d.article?.id ?? null,
          saved: d.article !== null && Boolean(done) && done !== "discarded",
          unsaved,
          locale: locales[d.lang].format,
          texts: d.t.autosave,
          delay: 3_000,
        }}
      />
    </div>
  );
}
