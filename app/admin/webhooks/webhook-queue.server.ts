import { and, eq, sql } from "drizzle-orm";
import { listAttachments } from "~/admin/intake/lead-intake.server";
import { kickOutbox } from "~/admin/intake/outbox.server";
import type { Database } from "~/platform/database/db.server";
import { type Lead, leads, webhookDeliveries, webhookEndpoints } from "~/platform/database/schema";
import { envelope, requestData } from "./webhook-body.server";
import { endpointSecret } from "./webhook-endpoints.server";
import { TEST_EVENT, type WebhookEvent } from "./webhook-events";
import { newMessageId } from "./webhook-signing.server";

/** How many events one pass turns into messages; the next pass takes the rest. */
const BATCH = 50;

type Writer = Pick<Database, "select" | "insert">;

/** The endpoints that are on and want an event. */
function endpointsFor(db: Pick<Database, "select">, event: WebhookEvent | typeof TEST_EVENT) {
  return db
    .select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(
      event === TEST_EVENT
        ? eq(webhookEndpoints.enabled, true)
        : and(eq(webhookEndpoints.enabled, true), sql`${event} = any(${webhookEndpoints.events})`),
    );
}

/** Queues one message; a second one from the same source for the same endpoint is ignored. */
async function queue(
  db: Pick<Database, "insert">,
  row: {
    endpointId: number;
    event: string;
    sourceKey: string;
    leadId?: number | null;
    messageId: string;
    body: unknown;
  },
): Promise<void> {
  await db
    .insert(webhookDeliveries)
    .values({
      id: row.messageId,
      endpointId: row.endpointId,
      event: row.event,
      sourceKey: row.sourceKey,
      leadId: row.leadId ?? null,
      body: row.body,
    })
    .onConflictDoNothing();
}

async function queueForLead(
  db: Database,
  endpoint: { id: number; secret: string },
  lead: Lead,
  event: WebhookEvent,
  sourceKey: string,
  extra: Record<string, unknown> = {},
) {
  const messageId = newMessageId();
  const secret = endpointSecret(endpoint);
  const files = await listAttachments(db, lead.id);
  const data = { ...requestData(lead, files, { secret, messageId }), ...extra };
  await queue(db, {
    endpointId: endpoint.id,
    event,
    sourceKey,
    leadId: lead.id,
    messageId,
    body: envelope(event, data),
  });
}

/** A message to queue: its endpoint, the request it is about, and its key at that endpoint. */
type Candidate = { endpoint_id: number; secret: string; lead_id: number; source_key: string };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Turns what happened to the requests into messages, read from where it is already recorded
 * (nothing to lose between a commit and a queue): a request committed and not held is "received";
 * a status change in the activity log is "status_changed". Only what happened after the endpoint
 * was added and within the retry window. Runs before each delivery pass, on any instance.
 */
export async function queueLeadEvents(db: Database): Promise<number> {
  const received = rowsOf<Candidate>(
    await db.execute(sql`
      select e.id as endpoint_id, e.secret, l.id as lead_id, 'lead:' || l.id as source_key
      from webhook_endpoints e
      join leads l on l.created_at >= e.created_at and l.created_at > now() - interval '3 days'
        and l.triage <> 'held'
      where e.enabled and 'request.received' = any(e.events)
        and not exists (select 1 from webhook_deliveries d
                        where d.endpoint_id = e.id and d.source_key = 'lead:' || l.id)
      order by l.id limit ${BATCH}`),
  );
  let queued = await queueFound(db, received, "request.received");
  const changes = rowsOf<Candidate & { action: string; target: string | null }>(
    await db.execute(sql`
      select e.id as endpoint_id, e.secret, l.id as lead_id, 'audit:' || a.id as source_key,
        a.action, a.target
      from webhook_endpoints e
      join audit_log a on a.action in ('lead_status_changed', 'lead_answered')
        and a.object_type = 'lead' and a.at >= e.created_at and a.at > now() - interval '3 days'
      join leads l on l.id::text = a.object_id
      where e.enabled and 'request.status_changed' = any(e.events)
        and not exists (select 1 from webhook_deliveries d
                        where d.endpoint_id = e.id and d.source_key = 'audit:' || a.id)
      order by a.id limit ${BATCH}`),
  );
  queued += await queueFound(db, changes, "request.status_changed", (row) => {
    // "#12: new → in_progress"; "answered" has no previous status in its entry.
    const [, from] = /:\s*(\w+)\s*→\s*(\w+)\s*$/.exec(row.target ?? "") ?? [];
    return { previousStatus: row.action === "lead_answered" ? null : (from ?? null) };
  });
  return queued;
}

/** Queues a message per candidate whose request is still there; the number queued. */
async function queueFound<T extends Candidate>(
  db: Database,
  rows: T[],
  event: WebhookEvent,
  extra: (row: T) => Record<string, unknown> = () => ({}),
): Promise<number> {
  let queued = 0;
  for (const row of rows) {
    const lead = await leadById(db, row.lead_id);
    if (!lead) continue;
    const endpoint = { id: row.endpoint_id, secret: row.secret };
    await queueForLead(db, endpoint, lead, event, row.source_key, extra(row));
    queued++;
  }
  return queued;
}

async function leadById(db: Database, id: number): Promise<Lead | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  return lead;
}

/**
 * A job application was received: one message per endpoint that wants it. Call it inside the
 * transaction that stores the application, so that both are committed or neither; the delivery
 * starts once the caller has answered (kickWebhooks after the commit).
 */
export async function enqueueApplicationReceived(
  db: Writer,
  application: { id: number | string; data: Record<string, unknown> },
): Promise<void> {
  for (const endpoint of await endpointsFor(db, "application.received")) {
    await queue(db, {
      endpointId: endpoint.id,
      event: "application.received",
      sourceKey: `application:${application.id}`,
      messageId: newMessageId(),
      body: envelope("application.received", { id: application.id, ...application.data }),
    });
  }
}

/** Starts a delivery pass now rather than at the next poll (after a commit). */
export function kickWebhooks(): void {
  kickOutbox();
}

/** A test message to one endpoint, sent at once; answers its webhook-id. */
export async function enqueueTest(db: Database, endpointId: number): Promise<string> {
  const messageId = newMessageId();
  await queue(db, {
    endpointId,
    event: TEST_EVENT,
    sourceKey: `test:${messageId}`,
    messageId,
    body: envelope(TEST_EVENT, { endpointId, message: "A test from the site's back office." }),
  });
  kickOutbox();
  return messageId;
}

/**
 * Sends a message again with its webhook-id (the receiver drops it if it had it): due now, and
 * retried for another window. False when it is being sent at this moment or is gone.
 */
export async function resendDelivery(db: Database, id: string, leadId: number): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({
      status: "pending",
      nextAttemptAt: sql`now()`,
      retryUntil: sql`now() + interval '3 days'`,
    })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.leadId, leadId),
        sql`${webhookDeliveries.status} <> 'sending'`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (rows.length > 0) kickOutbox();
  return rows.length > 0;
}
