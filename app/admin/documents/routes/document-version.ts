import { findDocument, versionFile } from "~/admin/documents/documents.server";
import { parseId } from "~/admin/shell/admin-request.server";
import { adminSession } from "~/admin/shell/admin-session.server";
import { adminHeaders } from "~/admin/shell/guard.server";
import { getDb } from "~/platform/database/db.server";
import { brusselsDate } from "~/platform/text/brussels-time";
import type { Route } from "./+types/document-version";

// Signed-in roles with the "content" area only (app/platform/navigation/back-office-access.ts: /documents/...).
export const middleware: Route.MiddlewareFunction[] = [adminSession()];

/**
 * Any version of a document, the older ones included, for the team: never cached, never
 * counted as a download.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const versionId = parseId(params.versionId);
  const db = await getDb();
  const row = id === undefined ? undefined : await findDocument(db, id);
  const file =
    row && versionId !== undefined ? await versionFile(db, row.id, versionId) : undefined;
  if (!row || !file) {
    return new Response("Not found.\n", {
      status: 404,
      headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const name = `${row.slug}-${file.language}-${brusselsDate(file.createdAt)}.pdf`;
  return new Response(Uint8Array.from(file.bytes), {
    headers: {
      ...adminHeaders,
      "Content-Type": "application/pdf",
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
