import { findAttachment } from "~/admin/intake/lead-intake.server";
import { contentDisposition } from "~/admin/leads/attachment-download.server";
import { parseId } from "~/admin/shell/admin-request.server";
import { adminSession, sessionOf } from "~/admin/shell/admin-session.server";
import { adminHeaders } from "~/admin/shell/guard.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { getDb } from "~/platform/database/db.server";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/lead-attachment";

// Signed-in roles with the "leads" area only (app/platform/navigation/back-office-access.ts: /leads/...).
export const middleware: Route.MiddlewareFunction[] = [adminSession()];

/**
 * A request's file, always downloaded (never shown in the browser, whatever it holds), never
 * cached, its type not sniffed; each download is in the activity log.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const leadId = parseId(params.id);
  const fileId = parseId(params.fileId);
  const db = await getDb();
  const file =
    leadId !== undefined && fileId !== undefined
      ? await findAttachment(db, leadId, fileId)
      : undefined;
  if (!file) {
    return new Response("Not found.\n", {
      status: 404,
      headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  await recordAudit(db, {
    actor: sessionOf(context).user.username,
    action: "lead_attachment_downloaded",
    target: `request ${file.leadId}, file ${file.id}`,
    ip: context.get(requestFacts).clientIp ?? null,
    object: { type: "lead", id: file.leadId },
  });
  return new Response(Uint8Array.from(file.content), {
    headers: {
      ...adminHeaders,
      "Content-Type": file.type,
      "Content-Length": String(file.content.length),
      "Content-Disposition": contentDisposition(file.fileName),
      // X-Content-Type-Options: nosniff comes with every answer (server/security-headers.ts).
      "Cache-Control": "no-store",
    },
  });
}
