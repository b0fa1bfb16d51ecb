import {
  findRevision,
  hasRevisionOf,
  type Revision,
  type RevisionChange,
  recordRevision,
} from "~/admin/articles/article-revisions.server";
import {
  articleDraftSchema,
  articleFormSchema,
  findCounterpart,
  type SaveRefusal,
  updateArticle,
} from "~/admin/articles/articles.server";
import {
  type ArticleFieldName,
  type ArticleValues,
  articleFieldNames,
} from "~/admin/articles/ui/article-form";
import { parseId } from "~/admin/shell/admin-request.server";
import { parseForm } from "~/admin/shell/form-schema";
import type { Database } from "~/platform/database/db.server";
import type { BlogPostRow } from "~/platform/database/schema";
import { valuesOf } from "./article-editor-data.server";

/**
 * Restoring a saved version of an article: its texts come back as a new save, its publication
 * (published or not, dates, planned time) and its link to the other language stay as they are.
 */

/** What a restore brings back from the version. */
export const restoredFields: readonly ArticleFieldName[] = articleFieldNames.filter(
  (name) => name !== "counterpart" && name !== "publishedAt" && name !== "publishAt",
);

export type RestoreRefusal =
  | Exclude<SaveRefusal["reason"], "notFound">
  /** What is or will be public needs every field; the version lacks one (listed). */
  | "incomplete";

export type RestoreResult =
  | { ok: true; post: BlogPostRow }
  | { ok: false; reason: RestoreRefusal; fields?: ArticleFieldName[] }
  | { ok: false; reason: "notFound" };

/** The article now, with the version's texts in place of its own. */
export function restoredValues(current: ArticleValues, revision: Revision): ArticleValues {
  const values = { ...current };
  for (const name of restoredFields) {
    const value = revision.fields[name];
    // The address cannot be emptied: a version without one keeps the current address.
    if (typeof value === "string" && (name !== "slug" || value.trim() !== "")) values[name] = value;
  }
  return values;
}

/**
 * Applies the version's texts to the article if nobody saved it since `version` was read, and
 * keeps both states as revisions: the one replaced (recorded now if its save left none, as for an
 * article imported from the site's files) and the restored one.
 */
export async function restoreRevision(
  db: Database,
  post: BlogPostRow,
  revision: Revision,
  version: number | undefined,
  actor: string,
): Promise<RestoreResult> {
  if (version !== post.version) return { ok: false, reason: "conflict" };
  const current = valuesOf(post, (await findCounterpart(db, post))?.id);
  const values = restoredValues(current, revision);
  const complete = post.published || post.publishAt !== null;
  const schema = complete ? articleFormSchema : articleDraftSchema;
  const parsed = parseForm<typeof schema, ArticleFieldName>(schema, values);
  if (!parsed.ok) {
    return {
      ok: false,
      reason: "incomplete",
      fields: Object.keys(parsed.errors) as ArticleFieldName[],
    };
  }
  // The publication exactly as it is, not as the form's minutes would round it.
  const input = {
    ...parsed.data,
    publishedAt: post.publishedAt,
    publishAt: post.published ? null : post.publishAt,
  };
  const result = await updateArticle(db, post.id, post.version, input, post.published);
  if (!result.ok) return { ok: false, reason: result.reason };
  if (!(await hasRevisionOf(db, post.id, post.version))) {
    const change: RevisionChange = post.version === 1 ? "created" : "saved";
    await recordRevision(db, {
      articleId: post.id,
      version: post.version,
      actor: null,
      change,
      fields: { ...current },
      savedAt: post.updatedAt,
    });
  }
  await recordRevision(db, {
    articleId: post.id,
    version: result.post.version,
    actor,
    change: "restored",
    fields: { ...values },
  });
  return { ok: true, post: result.post };
}

/**
 * The editor's message after a restore (`?done=restored&revision=<id>`): "Version of {date}
 * restored", the date of the version brought back; null when the URL names no version of it.
 */
export async function restoredNotice(
  db: Database,
  articleId: number,
  url: URL,
  say: (savedAt: Date) => string,
): Promise<string | null> {
  const id = parseId(url.searchParams.get("revision") ?? undefined);
  const revision = id === undefined ? undefined : await findRevision(db, articleId, id);
  return revision ? say(revision.savedAt) : null;
}
