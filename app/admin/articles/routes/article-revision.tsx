import { clearAutosave } from "~/admin/articles/article-autosaves.server";
import { findRevision } from "~/admin/articles/article-revisions.server";
import { findArticle, findCounterpart } from "~/admin/articles/articles.server";
import { publishDueArticlesOrLog } from "~/admin/articles/scheduled-publication.server";
import type { ArticleFieldName } from "~/admin/articles/ui/article-form";
import {
  type ComparedField,
  RestoreVersion,
  RevisionComparison,
} from "~/admin/articles/ui/article-revision-compare";
import { findMediaByIds } from "~/admin/media/media.server";
import {
  adminData,
  adminRequest,
  findById,
  formatDateTime,
  parseId,
  readForm,
} from "~/admin/shell/admin-request.server";
import { redirectDone } from "~/admin/shell/done.server";
import { focusRing, MissingItem } from "~/admin/shell/ui/form-field";
import { BackLink } from "~/admin/shell/ui/item-heading";
import { fill } from "~/platform/i18n/format";
import { isLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { parseBrusselsDateTime } from "~/platform/text/brussels-time";
import { compareBody, compareWords, normalTags } from "~/platform/text/revision-diff";
import { clearBlogCache } from "~/site/blog/blog-cache.server";
import type { Route } from "./+types/article-revision";
import { valuesOf } from "./article-editor-data.server";
import { type RestoreRefusal, restoredFields, restoreRevision } from "./article-restore.server";

export { headers, meta } from "~/admin/shell/route-head";

/** The request's head and texts, the article and the version the URL names (or undefined). */
async function revisionRequest(args: Route.LoaderArgs | Route.ActionArgs) {
  const head = await adminRequest(args);
  // A scheduled article whose time has come is published first, as the editor shows it.
  await publishDueArticlesOrLog(head.db);
  const a = messages(head.lang, "adminArticles");
  const post = await findById(head.db, args.params.id, findArticle);
  const revisionId = parseId(args.params.revisionId);
  const revision =
    post && revisionId !== undefined ? await findRevision(head.db, post.id, revisionId) : undefined;
  return { ...head, a, post, revision };
}

export async function loader(args: Route.LoaderArgs) {
  const { lang, a, path, db, post, revision, screen } = await revisionRequest(args);
  const r = a.editor.revisions;
  if (!post || !revision) {
    return screen(
      r.notFound,
      {
        missing: true as const,
        back: path(post ? `/articles/${post.id}` : "/articles"),
        backText: post ? r.back : a.editor.backToList,
      },
      404,
    );
  }
  const now = valuesOf(post, (await findCounterpart(db, post))?.id);
  // A field the version did not record (the cover, before covers) is restored as it is now.
  const then = (name: ArticleFieldName) => revision.fields[name] ?? now[name];
  // A cover by its file's name, as the editor lists it.
  const coverIds = [then("cover"), now.cover].map(Number).filter((id) => id > 0);
  const coverNames = new Map(
    (await findMediaByIds(db, coverIds)).map((picture) => [String(picture.id), picture.fileName]),
  );
  const show: Partial<Record<ArticleFieldName, (value: string) => string>> = {
    tags: normalTags,
    language: (value) => (isLang(value) ? a.languages[value] : value),
    cover: (value) => (value ? (coverNames.get(value) ?? `#${value}`) : a.editor.coverNone),
    // A date typed in Brussels time, as the back office writes dates; empty: not given.
    publishedAt: (value) => {
      const date = value.trim() === "" ? null : parseBrusselsDateTime(value);
      return date ? formatDateTime(date, lang) : value.trim();
    },
  };
  const field = (name: ArticleFieldName, note?: string): ComparedField => {
    const present = show[name] ?? ((value: string) => value.trim());
    const before = present(then(name));
    const after = present(now[name]);
    return {
      name,
      label: a.editor[name],
      sides: before === after ? null : compareWords(before, after),
      value: after,
      ...(note ? { note } : {}),
    };
  };
  // The short fields in the editor's order; the body comes apart.
  const fields = [
    ...restoredFields.filter((name) => name !== "markdown").map((name) => field(name)),
    // The version's date, when it had one typed: the restore leaves the publication as it is.
    ...(then("publishedAt").trim() !== "" ? [field("publishedAt", r.notRestored)] : []),
  ];
  const body = compareBody(then("markdown"), now.markdown);
  return screen(r.compareTitle, {
    missing: false as const,
    t: r,
    summary: fill(r.summary, {
      date: formatDateTime(revision.savedAt, lang),
      actor: revision.actor ?? r.unknownActor,
      change: r.changes[revision.change],
    }),
    fields,
    body: { label: a.editor.markdown, value: now.markdown, blocks: body },
    identical: body === null && fields.every((compared) => compared.sides === null),
    published: post.published,
    version: post.version,
    back: path(`/articles/${post.id}`),
  });
}

/** HTTP status of each refusal: the article moved on (409), or the version cannot be applied. */
const refusalStatus = (reason: RestoreRefusal) => (reason === "conflict" ? 409 : 400);

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { user, a, path, db, post, revision, audit } = await revisionRequest(args);
  if (!post || !revision) throw adminData(null, 404);
  const field = await readForm(request);
  const result = await restoreRevision(
    db,
    post,
    revision,
    parseId(field("version")),
    user.username,
  );
  if (!result.ok) {
    if (result.reason === "notFound") throw adminData(null, 404);
    const refused = a.editor.revisions.restore.refused[result.reason];
    const fields = "fields" in result ? (result.fields ?? []) : [];
    const problem = fill(refused, {
      fields: fields.map((name) => a.editor[name]).join(", "),
    });
    return adminData(
      { problem, conflict: result.reason === "conflict" },
      refusalStatus(result.reason),
    );
  }
  // The working copy was of the replaced texts; the public pages show the restored ones at once.
  await clearAutosave(db, user.id, post.id);
  clearBlogCache();
  await audit({
    action: "article_restored",
    target: `${result.post.language}/${result.post.slug}`,
    object: { type: "article", id: post.id },
  });
  const editor = path(`/articles/${post.id}`);
  throw redirectDone(editor, "restored", { revision: revision.id });
}

export default function ArticleRevision({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.missing) {
    return (
      <MissingItem title={loaderData.title} back={loaderData.back} backText={loaderData.backText} />
    );
  }
  const d = loaderData;
  return (
    <div className="max-w-5xl space-y-6">
      <div>
        <BackLink to={d.back}>{d.t.back}</BackLink>
        <h1 className="mt-2 text-3xl font-bold text-navy-900">{d.title}</h1>
        <p className="mt-2 text-navy-800">{d.summary}</p>
        <p className="mt-1 text-sm text-navy-800">{d.t.legend}</p>
      </div>
      {actionData && (
        <div role="alert" className="space-y-1">
          <p className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {actionData.problem}{" "}
            {actionData.conflict && (
              <a href="?" className={`underline ${focusRing}`}>
                {d.t.restore.reload}
              </a>
            )}
          </p>
        </div>
      )}
      {d.identical && <p className="font-semibold text-navy-900">{d.t.identical}</p>}
      <RevisionComparison t={d.t} fields={d.fields} body={d.body} />
      {!d.identical && <RestoreVersion t={d.t} published={d.published} version={d.version} />}
    </div>
  );
}
