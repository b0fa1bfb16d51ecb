import { asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/platform/database/db.server";
import {
  type WebhookEndpoint,
  webhookDeliveries,
  webhookEndpoints,
} from "~/platform/database/schema";
import { openSecret, sealSecret } from "~/platform/runtime/secret-box.server";
import { TEST_EVENT, type WebhookEvent } from "./webhook-events";
import { newWebhookSecret } from "./webhook-signing.server";

/** The sealed secret is tied to its row: moved to another, it does not open. */
const secretContext = (id: number) => `webhook_endpoints.secret:${id}`;

/** Adds an endpoint; answers its id and its secret in clear, shown once to the administrator. */
export async function addEndpoint(
  db: Database,
  input: { url: string; events: WebhookEvent[]; createdBy: string },
): Promise<{ id: number; secret: string }> {
  const secret = newWebhookSecret();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ url: input.url, events: input.events, secret: "", createdBy: input.createdBy })
      .returning({ id: webhookEndpoints.id });
    if (!row) throw new Error("the endpoint was not stored");
    await tx
      .update(webhookEndpoints)
      .set({ secret: sealSecret(secret, secretContext(row.id)) })
      .where(eq(webhookEndpoints.id, row.id));
    return row.id;
  });
  return { id, secret };
}

export function endpointSecret(endpoint: Pick<WebhookEndpoint, "id" | "secret">): string {
  return openSecret(endpoint.secret, secretContext(endpoint.id)).plain;
}

export function listEndpoints(db: Database): Promise<WebhookEndpoint[]> {
  return db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
}

export async function findEndpoint(db: Database, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/** Turns an endpoint off or on again; on again, its failing mark is cleared. */
export async function setEndpointEnabled(
  db: Database,
  id: number,
  enabled: boolean,
  reason: "admin" | "gone" = "admin",
): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set(
      enabled
        ? {
            enabled: true,
            disabledReason: null,
            failingSince: null,
            failingMarkedAt: null,
            failingToldAt: null,
          }
        : { enabled: false, disabledReason: reason },
    )
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Endpoints that failed for the whole retry window and are still on: the System page's list. */
export function failingEndpoints(db: Database) {
  return db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      failingSince: webhookEndpoints.failingSince,
    })
    .from(webhookEndpoints)
    .where(sql`${webhookEndpoints.enabled} and ${isNotNull(webhookEndpoints.failingMarkedAt)}`)
    .orderBy(asc(webhookEndpoints.id));
}

/** Each endpoint's latest test: how it went, for the list. */
export async function lastTests(db: Database) {
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastAnswer: webhookDeliveries.lastAnswer,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.event, TEST_EVENT))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt));
  return new Map(rows.map((row) => [row.endpointId, row]));
}
