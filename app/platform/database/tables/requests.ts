import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { bytea } from "./columns";

// What the contact form brings: requests, their files, the challenge and the rate limits.

/**
 * The contact form's proof-of-work solutions already accepted, by the SHA-256 of their challenge's
 * signature, until the challenge expires: a solution is accepted once, across instances and
 * restarts. Expired rows are purged.
 */
export const altchaSolutions = pgTable(
  "altcha_solutions",
  {
    signatureHash: text("signature_hash").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("altcha_solutions_expires_idx").on(table.expiresAt)],
);

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    language: text("language").notNull().default("fr"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Outbox: the e-mail to the company is sent from this state, so an SMTP outage only delays it.
    // "failed": given up after OUTBOX_MAX_ATTEMPTS; the request itself is kept and listed.
    notificationStatus: text("notification_status", {
      enum: ["pending", "sending", "sent", "failed"],
    })
      .notNull()
      .default("pending"),
    notificationAttempts: integer("notification_attempts").notNull().default(0),
    notifyAfter: timestamp("notify_after", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    lastNotificationError: text("last_notification_error"),
    // Back office: where the team stands with this request, and its internal note.
    status: text("status", { enum: ["new", "in_progress", "answered", "spam"] })
      .notNull()
      .default("new"),
    note: text("note").notNull().default(""),
    /**
     * Spam triage (never a refusal): "held" requests are kept, listed apart and not e-mailed as
     * new until released; the score and its reasons are stored with the request.
     */
    triage: text("triage", { enum: ["clear", "held", "released"] })
      .notNull()
      .default("clear"),
    spamScore: integer("spam_score").notNull().default(0),
    spamReasons: text("spam_reasons").array().notNull().default(sql`'{}'::text[]`),
    /** The page whose call to action led to the contact page, and the outside site (host only). */
    sourcePage: text("source_page"),
    referrerHost: text("referrer_host"),
    /** Last change by anyone: retention counts from here. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** The backup address was reminded of this unopened request. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** Acknowledgement to the visitor, sent from the outbox; null: none due (older requests). */
    ackStatus: text("ack_status", { enum: ["pending", "sending", "sent", "skipped", "failed"] }),
    ackAttempts: integer("ack_attempts").notNull().default(0),
    ackAfter: timestamp("ack_after", { withTimezone: true }),
    ackSentAt: timestamp("ack_sent_at", { withTimezone: true }),
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
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/** Files sent with a request (drawings, specifications), private: only the back office serves them. */
export const leadAttachments = pgTable(
  "lead_attachments",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** Read from the content, never from the name or the declared type. */
    type: text("type").notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
    stageKey: text("stage_key").notNull(),
    fileIndex: integer("file_index").notNull(),
    seq: integer("seq").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.stageKey, table.fileIndex, table.seq] }),
    index("lead_upload_chunks_created_idx").on(table.createdAt),
  ],
);

export type Lead = typeof leads.$inferSelect;

export type LeadAttachment = typeof leadAttachments.$inferSelect;
