import { asc, eq } from "drizzle-orm";
import type { Database } from "~/platform/database/db.server";
import { webhookDeliveries, webhookEndpoints } from "~/platform/database/schema";
import type { StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { formatDateTime } from "../shell/admin-page.server";

export type DeliveryState = "sent" | "retrying" | "failed" | "sending";

/**
 * A request's messages, one line per endpoint and event: sent, retrying with the endpoint's last
 * answer, or failed, each with the link to send it again.
 */
export async function leadDeliveries(db: Database, leadId: number, lang: StaffLang, base: string) {
  const t = messages(lang, "adminWebhooks");
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      event: webhookDeliveries.event,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastAnswer: webhookDeliveries.lastAnswer,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
      sentAt: webhookDeliveries.sentAt,
      url: webhookEndpoints.url,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.leadId, leadId))
    .orderBy(asc(webhookDeliveries.createdAt));
  return {
    t: t.lead,
    resend: `${base}/webhooks`,
    vcard: `${base}/vcard`,
    rows: rows.map((row) => {
      const state: DeliveryState =
        row.status === "pending" ? (row.attempts > 0 ? "retrying" : "sending") : row.status;
      const at = row.sentAt ?? row.lastAttemptAt;
      return {
        id: row.id,
        url: row.url,
        event: t.events[row.event as keyof typeof t.events] ?? row.event,
        state,
        stateLabel: t.lead.states[state],
        attempts: row.attempts,
        lastAnswer: row.lastAnswer ?? "—",
        at: at ? formatDateTime(at, lang) : undefined,
      };
    }),
  };
}
