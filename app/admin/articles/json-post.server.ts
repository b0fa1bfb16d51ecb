import type { z } from "zod";
import { MAX_MARKDOWN_LENGTH } from "~/admin/articles/article-limits";
import { adminHeaders } from "~/admin/shell/guard.server";

/** The editor's form as JSON: twice the longest article's UTF-8, refused unparsed beyond. */
export const MAX_EDITOR_BODY = 2 * 4 * MAX_MARKDOWN_LENGTH;

/** A JSON answer of the back office's scripted endpoints (never cached, never indexed). */
export const adminJson = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: adminHeaders });

/**
 * The JSON body of a back-office script's POST, checked by `schema`: its data, or the answer to
 * give (405, 413 past `maxBytes` read as text, 400 for bad JSON or values).
 */
export async function readJsonPost<T>(
  request: Request,
  schema: z.ZodType<T>,
  maxBytes: number,
): Promise<{ data: T } | { refused: Response }> {
  if (request.method !== "POST")
    return { refused: adminJson({ error: "method_not_allowed" }, 405) };
  const text = await request.text();
  if (text.length > maxBytes) return { refused: adminJson({ error: "too_large" }, 413) };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { refused: adminJson({ error: "invalid_json" }, 400) };
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? { data: parsed.data } : { refused: adminJson({ error: "invalid" }, 400) };
}
