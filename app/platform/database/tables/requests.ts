import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { index, pgTable, primaryKey } from "drizzle-orm/pg-core";
import {
  bytea,
  notificationOutbox,
  ownedBy,
  spamTriage,
  timestamptz,
  timestamptzNow,
  visitorFile,
} from "./columns";

// What the contact form brings: requests, their files, the challenge and the rate limits.

/**
 * The contact form's proof-of-work solutions already accepted, by the SHA-256 of their challenge's
 * signature, until the challenge expires: a solution is accepted once, across instances and
 * restarts. Expired rows are purged.
 */
export const altchaSolutions = pgTable(
  "altcha_solutions",
  {
    signatureHash: pg.text("signature_hash").primaryKey(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (table) => [index("altcha_solutions_expires_idx").on(table.expiresAt)],
);

export const leads = pgTable(
  "leads",
  {
    id: pg.serial("id").primaryKey(),
    name: pg.text("name").notNull(),
    company: pg.text("company").notNull(),
    email: pg.text("email").notNull(),
    phone: pg.text("phone"),
    message: pg.text("message").notNull(),
    language: pg.text("language").notNull().default("fr"),
    createdAt: timestamptzNow("created_at"),
    /** The e-mail to the company, sent from the outbox (given up after OUTBOX_MAX_ATTEMPTS). */
    ...notificationOutbox(),
    // Back office: where the team stands with this request, and its internal note.
    status: pg
      .text("status", { enum: ["new", "in_progress", "answered", "spam"] })
      .notNull()
      .default("new"),
    note: pg.text("note").notNull().default(""),
    ...spamTriage(),
    /** The page whose call to action led to the contact page, and the outside site (host only). */
    sourcePage: pg.text("source_page"),
    referrerHost: pg.text("referrer_host"),
    /** Last change by anyone: retention counts from here. */
    updatedAt: timestamptzNow("updated_at"),
    firstOpenedAt: timestamptz("first_opened_at"),
    answeredAt: timestamptz("answered_at"),
    /** The backup address was reminded of this unopened request. */
    remindedAt: timestamptz("reminded_at"),
    /** Acknowledgement to the visitor, sent from the outbox; null: none due (older requests). */
    ackStatus: pg.text("ack_status", { enum: ["pending", "sending", "sent", "skipped", "failed"] }),
    ackAttempts: pg.integer("ack_attempts").notNull().default(0),
    ackAfter: timestamptz("ack_after"),
    ackSentAt: timestamptz("ack_sent_at"),
  },
  (table) => [
    index("leads_ack_idx").on(table.ackStatus, table.ackAfter),
    index("leads_updated_idx").on(table.updatedAt),
    index("leads_outbox_idx").on(table.notificationStatus, table.notifyAfter),
    index("leads_email_idx").on(sql`lower(${table.email})`),
    index("leads_inbox_idx").on(table.status, table.createdAt),
  ],
);

/**
 * Counters of rate-limiter-flexible's PostgreSQL store, shared by every instance of the site; its
 * layout is the library's own (it is told the table exists, so the app needs no CREATE right).
 */
export const rateLimits = pgTable("rate_limits", {
  key: pg.varchar("key", { length: 255 }).primaryKey(),
  points: pg.integer("points").notNull().default(0),
  expire: pg.bigint("expire", { mode: "number" }),
});

/** Files sent with a request (drawings, specifications), private: only the back office serves them. */
export const leadAttachments = pgTable(
  "lead_attachments",
  {
    id: pg.serial("id").primaryKey(),
    leadId: ownedBy("lead_id", () => leads.id),
    ...visitorFile(),
  },
  (table) => [index("lead_attachments_lead_idx").on(table.leadId)],
);

/**
 * A contact request's files while they arrive: written in chunks as the body streams in (the
 * server never holds a whole file), joined into lead_attachments when the request is stored,
 * dropped when it is refused. Rows older than a day belong to a client that went away.
 */
export const leadUploadChunks = pgTable(
  "lead_upload_chunks",
  {
    stageKey: pg.text("stage_key").notNull(),
    fileIndex: pg.integer("file_index").notNull(),
    seq: pg.integer("seq").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamptzNow("created_at"),
  },
  (table) => [
    primaryKey({ columns: [table.stageKey, table.fileIndex, table.seq] }),
    index("lead_upload_chunks_created_idx").on(table.createdAt),
  ],
);

export type Lead = typeof leads.$inferSelect;

export type LeadAttachment = typeof leadAttachments.$inferSelect;
