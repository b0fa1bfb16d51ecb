import { findApplicationFile } from "~/admin/careers/application-intake.server";
import { contentDisposition } from "~/admin/leads/attachment-download.server";
import { parseId } from "~/admin/shell/admin-request.server";
import { adminSession, sessionOf } from "~/admin/shell/admin-session.server";
import { adminHeaders } from "~/admin/shell/guard.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { getDb } from "~/platform/database/db.server";
import { requestFacts } from "~/request-facts";
import type { Route } from "./+types/application-file";

// Signed-in roles with the "recruitment" area only (app/platform/navigation/back-office-access.ts).
export const middleware: Route.MiddlewareFunction[] = [adminSession()];

/** An application's CV or certificate, always downloaded, never cached; each download logged. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const applicationId = parseId(params.id);
  const fileId = parseId(params.fileId);
  const db = await getDb();
  const file =
    applicationId !== undefined && fileId !== undefined
      ? await findApplicationFile(db, applicationId, fileId)
      : undefined;
  if (!file) {
    return new Response("Not found.\n", {
      status: 404,
      headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  await recordAudit(db, {
    actor: sessionOf(context).user.username,
    action: "application_file_downloaded",
    target: `application ${file.applicationId}, file ${file.id}`,
    ip: context.get(requestFacts).clientIp ?? null,
  });
  return new Response(Uint8Array.from(file.content), {
    headers: {
      ...adminHeaders,
      "Content-Type": file.type,
      "Content-Length": String(file.content.length),
      "Content-Disposition": contentDisposition(file.fileName),
      "Cache-Control": "no-store",
    },
  });
}
