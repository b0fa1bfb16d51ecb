import { z } from "zod";
import { storeAutosave } from "~/data/article-autosaves.server";
import { findArticle, MAX_MARKDOWN_LENGTH } from "~/data/articles.server";
import { getDb } from "~/data/db.server";
import { adminSession, sessionOf } from "~/services/auth/admin-session.server";
import { adminHeaders } from "~/services/auth/guard.server";
import type { Route } from "./+types/article-autosave";

export const middleware: Route.MiddlewareFunction[] = [adminSession("json")];

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

/** Twice the longest article, in bytes, as the preview: a larger body is refused unparsed. */
const MAX_BODY = 2 * 4 * MAX_MARKDOWN_LENGTH;

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: adminHeaders });

/**
 * The editor's autosave: keeps the signed-in author's working copy of an article (or of their new
 * article) until it is saved. Signed-in, same-origin POST only (the middleware). Not in the
 * activity log: it changes nothing anyone else sees, every few seconds.
 */
export async function action({ request, context }: Route.ActionArgs) {
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
  const { user } = sessionOf(context);
  const db = await getDb();
  const { article, fields } = parsed.data;
  if (article !== null && !(await findArticle(db, article))) {
    return json({ error: "not_found" }, 404);
  }
  const savedAt = await storeAutosave(db, user.id, article, fields);
  return json({ savedAt: savedAt.toISOString() });
}

export async function loader() {
  return json({ error: "method_not_allowed" }, 405);
}
