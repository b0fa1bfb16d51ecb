import { z } from "zod";
import { storeAutosave } from "~/admin/articles/article-autosaves.server";
import { MAX_ARTICLE_FORM_BYTES } from "~/admin/articles/article-limits";
import { findArticle, MAX_MARKDOWN_LENGTH } from "~/admin/articles/articles.server";
import { adminSession, sessionOf } from "~/admin/shell/admin-session.server";
import { getDb } from "~/platform/database/db.server";
import type { RouteHandle } from "~/platform/navigation/route-handle";
import { adminJson, MAX_EDITOR_BODY, readJsonPost } from "../json-post.server";
import type { Route } from "./+types/article-autosave";

export const middleware: Route.MiddlewareFunction[] = [adminSession("json")];

/** The editor's whole article comes along: the body bound is the editor form's (article-limits.ts). */
export const handle: RouteHandle = { body: { kind: "bounded", maxBytes: MAX_ARTICLE_FORM_BYTES } };

const short = z.string().max(1_000).default("");
const bodySchema = z.object({
  /** The article being edited; null: the author's new article. */
  article: z.number().int().min(1).max(2_147_483_647).nullable(),
  fields: z.object({
    title: short,
    slug: short,
    excerpt: short,
    category: short,
    tags: short,
    language: short,
    counterpart: short,
    cover: short,
    markdown: z.string().max(MAX_MARKDOWN_LENGTH).default(""),
    publishedAt: short,
    publishAt: short,
  }),
});

/**
 * The editor's autosave: keeps the signed-in author's working copy of an article (or of their new
 * article) until it is saved. Signed-in, same-origin POST only (the middleware). Not in the
 * activity log: it changes nothing anyone else sees, every few seconds.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readJsonPost(request, bodySchema, MAX_EDITOR_BODY);
  if ("refused" in read) return read.refused;
  const { user } = sessionOf(context);
  const db = await getDb();
  const { article, fields } = read.data;
  if (article !== null && !(await findArticle(db, article))) {
    return adminJson({ error: "not_found" }, 404);
  }
  const savedAt = await storeAutosave(db, user.id, article, fields);
  return adminJson({ savedAt: savedAt.toISOString() });
}

export async function loader() {
  return adminJson({ error: "method_not_allowed" }, 405);
}
