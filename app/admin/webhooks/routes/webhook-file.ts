import { and, eq } from "drizzle-orm";
import { findAttachment } from "~/admin/intake/lead-intake.server";
import { parseId } from "~/admin/shell/admin-request.server";
import { fileDownload } from "~/admin/shell/file-download.server";
import { getDb } from "~/platform/database/db.server";
import { webhookDeliveries, webhookEndpoints } from "~/platform/database/schema";
import { endpointSecret } from "../webhook-endpoints.server";
import { fileLinkValid } from "../webhook-file-link.server";
import type { Route } from "./+types/webhook-file";

const notFound = () =>
  new Response("Not found.\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * A request's file for the tool a webhook reached, without a back-office session: the link is
 * signed with the endpoint's secret and expires; an endpoint turned off or a request erased ends it.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const fileId = parseId(params.fileId);
  const messageId = params.messageId ?? "";
  const query = new URL(request.url).searchParams;
  if (fileId === undefined || !/^msg_[\w-]{1,64}$/.test(messageId)) return notFound();
  const db = await getDb();
  const [row] = await db
    .select({
      leadId: webhookDeliveries.leadId,
      endpointId: webhookEndpoints.id,
      secret: webhookEndpoints.secret,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, messageId), eq(webhookEndpoints.enabled, true)));
  if (!row?.leadId) return notFound();
  const valid = fileLinkValid(
    endpointSecret({ id: row.endpointId, secret: row.secret }),
    messageId,
    fileId,
    query.get("expires") ?? "",
    query.get("signature") ?? "",
  );
  const file = valid ? await findAttachment(db, row.leadId, fileId) : undefined;
  if (!file) return notFound();
  return fileDownload(file, { "X-Robots-Tag": "noindex" });
}
