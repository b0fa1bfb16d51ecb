import { recordAudit } from "~/data/audit-log.server";
import { getDb } from "~/data/db.server";
import { findAttachment } from "~/data/lead-intake.server";
import { contentDisposition } from "~/services/attachment-download.server";
import { parseId } from "~/services/auth/admin-request.server";
import { adminSession, sessionOf } from "~/services/auth/admin-session.server";
import { adminHeaders } from "~/services/auth/guard.server";
import { requestFacts } from "~/services/request-facts";
import type { Route } from "./+types/lead-attachment";

// Signed-in roles with the "leads" area only (app/navigation/back-office-access.ts: /leads/...).
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
