import { sql } from "drizzle-orm";
import { type AnyPgColumn, customType, integer, text, timestamp } from "drizzle-orm/pg-core";
import { type Lang, languageTable } from "../../i18n/lang";

// Column types and groups of columns the tables share. Each helper makes new builders, as a
// builder belongs to the one table it is declared in. The tables write PostgreSQL's own column
// types with their namespace (pg.text, pg.integer), so they stand apart from these helpers.

/** PostgreSQL's bytea as a Buffer, whichever driver (node-postgres gives a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** The site's languages, for a column that holds one (app/platform/i18n/lang.ts). */
export const LANGUAGE_CODES = languageTable.map((entry) => entry.code) as [Lang, ...Lang[]];

/** A moment: every one the site stores keeps its time zone. */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** A moment the database sets when the row is written (made, changed, first seen). */
export const timestamptzNow = <N extends string>(name: N) =>
  timestamptz(name).notNull().defaultNow();

/** When a row was made and last changed. */
export const createdAndUpdated = () => ({
  createdAt: timestamptzNow("created_at"),
  updatedAt: timestamptzNow("updated_at"),
});

/**
 * When a row was last changed and who changed it: a username, kept when the account is removed,
 * as in the activity log.
 */
export const lastChange = () => ({
  updatedAt: timestamptzNow("updated_at"),
  updatedBy: text("updated_by"),
});

const requiredText = (name: string) => text(name).notNull();
const laterText = (name: string) => requiredText(name).default("");
type Required = ReturnType<typeof requiredText>;
type Later = ReturnType<typeof laterText>;
type PerLanguage<K extends string> = Record<`${K}Fr` | `${K}En`, Required> &
  Record<`${K}Nl`, Later>;

/**
 * A text in each language, a column each ("summary": summaryFr, summaryEn, summaryNl): French and
 * English required, Dutch empty until written (the Dutch pages then show the English).
 */
export const inEachLanguage = <K extends string>(key: K) =>
  ({
    [`${key}Fr`]: requiredText(`${key}_fr`),
    [`${key}En`]: requiredText(`${key}_en`),
    [`${key}Nl`]: laterText(`${key}_nl`),
  }) as PerLanguage<K>;

/** A row that belongs to another one and is deleted with it. */
export const ownedBy = <N extends string>(name: N, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: "cascade" });

/**
 * Spam triage of what a site form brings (never a refusal): a "held" row is kept, listed apart
 * and not e-mailed as new until released; the score and its reasons are stored with it.
 */
export const spamTriage = () => ({
  triage: text("triage", { enum: ["clear", "held", "released"] })
    .notNull()
    .default("clear"),
  spamScore: integer("spam_score").notNull().default(0),
  spamReasons: text("spam_reasons").array().notNull().default(sql`'{}'::text[]`),
});

/**
 * The e-mail to the company about a row, sent from an outbox so that an SMTP outage only delays
 * it; "failed": given up after the outbox's last attempt, the row itself is kept and listed.
 */
export const notificationOutbox = () => ({
  notificationStatus: text("notification_status", {
    enum: ["pending", "sending", "sent", "failed"],
  })
    .notNull()
    .default("pending"),
  notificationAttempts: integer("notification_attempts").notNull().default(0),
  notifyAfter: timestamptzNow("notify_after"),
  notifiedAt: timestamptz("notified_at"),
  lastNotificationError: text("last_notification_error"),
});

/** A file a visitor sent with a form, private: only the back office serves it. */
export const visitorFile = () => ({
  fileName: text("file_name").notNull(),
  /** Read from the content, never from the name or the declared type. */
  type: text("type").notNull(),
  size: integer("size").notNull(),
  content: bytea("content").notNull(),
  createdAt: timestamptzNow("created_at"),
});
