import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { index, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { ownedBy, timestamptz, timestamptzNow } from "./columns";
import { leads } from "./requests";

// Signed webhooks: the company's own tools (a CRM) told of requests as they arrive.

/** An address the administrators asked the site to call, with the events it wants. */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: pg.serial("id").primaryKey(),
  url: pg.text("url").notNull(),
  /** "request.received", "request.status_changed", "application.received". */
  events: pg.text("events").array().notNull(),
  /** The signing secret's bytes in base64, sealed (runtime/secret-box): shown once, as whsec_. */
  secret: pg.text("secret").notNull(),
  enabled: pg.boolean("enabled").notNull().default(true),
  /** Why it was turned off: "admin", or "gone" when it answered 410. */
  disabledReason: pg.text("disabled_reason"),
  createdAt: timestamptzNow("created_at"),
  createdBy: pg.text("created_by"),
  /** The first failure since the last success; cleared by a success. */
  failingSince: timestamptz("failing_since"),
  /** Set once it has failed for the whole retry window: shown on the System page, e-mailed. */
  failingMarkedAt: timestamptz("failing_marked_at"),
  /** When the administrators were e-mailed about it: once per incident. */
  failingToldAt: timestamptz("failing_told_at"),
  lastSuccessAt: timestamptz("last_success_at"),
});

/**
 * One message to one endpoint. Its id is the message's webhook-id, kept across retries so that
 * the receiver can drop a duplicate; the body is fixed when it is queued.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: pg.text("id").primaryKey(),
    endpointId: ownedBy("endpoint_id", () => webhookEndpoints.id),
    event: pg.text("event").notNull(),
    /** What made it, unique per endpoint: "lead:12", "audit:345", "application:7", "test:...". */
    sourceKey: pg.text("source_key").notNull(),
    /** The request it is about: erased with it. */
    leadId: pg.integer("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    body: pg.jsonb("body").notNull(),
    status: pg
      .text("status", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: pg.integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptzNow("next_attempt_at"),
    /** Retried until then (3 days after it was queued, or sent again by hand), then failed. */
    retryUntil: timestamptz("retry_until").notNull().default(sql`now() + interval '3 days'`),
    /** The endpoint's last answer: "HTTP 503: ..." or why nothing was sent. */
    lastAnswer: pg.text("last_answer"),
    lastAttemptAt: timestamptz("last_attempt_at"),
    sentAt: timestamptz("sent_at"),
    createdAt: timestamptzNow("created_at"),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_source_idx").on(table.endpointId, table.sourceKey),
    index("webhook_deliveries_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index("webhook_deliveries_lead_idx").on(table.leadId),
  ],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
