import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { ROLES } from "./roles";

/** PostgreSQL's bytea as a Buffer, whichever driver (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Back-office accounts; `password` holds an Argon2id hash, never the password itself (an invited
 * colleague who has not chosen one yet has a hash nobody can match).
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull().unique(),
    password: text("password").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /** Where invitations, reset links and security notices go; null for a CLI account without one. */
    email: text("email"),
    displayName: text("display_name").notNull().default(""),
    /** Accounts made before roles existed could do everything: they stay administrators. */
    role: text("role", { enum: ROLES }).notNull().default("admin"),
    /** The back office's language for this person, and of the e-mails sent to them. */
    language: text("language", { enum: ["fr", "en"] })
      .notNull()
      .default("fr"),
    /** A disabled account cannot sign in; its sessions are ended when it is disabled. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Set once the invited person has chosen a password (or at creation by the CLI). */
    passwordSetAt: timestamp("password_set_at", { withTimezone: true }),
    /** Base32 TOTP secret, in use once `totpEnabledAt` is set. */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last TOTP time step accepted, so one code cannot be replayed within its window. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
  },
  (table) => [
    uniqueIndex("users_email_idx")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} is not null`),
  ],
);

/**
 * Single-use links sent by e-mail or shown to an administrator: an invitation (72 h) or a password
 * reset (30 min). `id` is the SHA-256 of the token; the token itself is never stored.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["invite", "reset"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdBy: text("created_by"),
  },
  (table) => [index("account_tokens_user_idx").on(table.userId)],
);

/** WebAuthn credentials (passkeys); `id` is the credential id, base64url. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    name: text("name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("passkeys_user_idx").on(table.userId)],
);

/**
 * A WebAuthn challenge between its options and the browser's answer, in the database so that any
 * instance can check it. `id` is the SHA-256 of a random handle the page carries.
 */
export const authChallenges = pgTable("auth_challenges", {
  id: text("id").primaryKey(),
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  purpose: text("purpose", { enum: ["register", "authenticate"] }).notNull(),
  challenge: text("challenge").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

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

/** One-time recovery codes for an account with TOTP; only their hashes are kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("recovery_codes_user_idx").on(table.userId)],
);

/** The team's security rules, one row (id 1), set by an administrator. */
export const securitySettings = pgTable(
  "security_settings",
  {
    id: integer("id").primaryKey().default(1),
    requireSecondFactor: boolean("require_second_factor").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (table) => [check("security_settings_one_row", sql`${table.id} = 1`)],
);

/**
 * A daily or periodic job's run, claimed by inserting its key: the primary key makes one instance
 * win, so a job runs exactly once across instances (retention, watchdog alerts, reminders).
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    runKey: text("run_key").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    result: jsonb("result"),
  },
  (table) => [primaryKey({ columns: [table.job, table.runKey] })],
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

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    /** Shared by the language versions of one article, for the FR|EN switch and hreflang. */
    translationKey: text("translation_key").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Sanitised HTML made from `markdown`; what the public pages and the API serve. */
    content: text("content").notNull(),
    /** The Markdown the author wrote, edited in the back office. */
    markdown: text("markdown").notNull().default(""),
    language: text("language").notNull(),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    published: boolean("published").notNull().default(true),
    /**
     * The date shown and sorted on: set at the first publication (by a trigger when nothing set
     * it, migration 0008), editable in the back office; null while never published.
     */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** A draft to publish at this time (docs/decisions/022); null once published or unplanned. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * "file": as content/blog has it; "admin": created or changed in the back office, which the
     * start-up sync never overwrites.
     */
    origin: text("origin", { enum: ["file", "admin"] })
      .notNull()
      .default("file"),
    /** Incremented by every back-office save: a save made from an older version is refused. */
    version: integer("version").notNull().default(1),
    /**
     * The library picture on the blog card, atop the article and as its social preview. A picture
     * in use is never deleted (the library refuses; the key backs it up).
     */
    coverMediaId: integer("cover_media_id").references(() => media.id, { onDelete: "restrict" }),
  },
  (table) => [
    uniqueIndex("blog_posts_language_translation_key_idx").on(table.language, table.translationKey),
    index("blog_posts_listing_idx").on(table.language, table.published, table.publishedAt),
    index("blog_posts_cover_idx").on(table.coverMediaId),
    index("blog_posts_publish_at_idx")
      .on(table.publishAt)
      .where(sql`${table.publishAt} is not null`),
  ],
);

/** Old slugs of articles whose slug changed: the public page answers them with a 301. */
export const blogSlugRedirects = pgTable("blog_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  postId: integer("post_id")
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counters of rate-limiter-flexible's PostgreSQL store, shared by every instance of the site; its
 * layout is the library's own (it is told the table exists, so the app needs no CREATE right).
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/**
 * Back-office sessions. `id` is the SHA-256 of the cookie's random token, so a copy of this table
 * cannot be replayed as cookies.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    /** The last time this person proved who they are (password, passkey, code): step-up. */
    authenticatedAt: timestamp("authenticated_at", { withTimezone: true }).notNull().defaultNow(),
    /** "second_factor": the password was right, a passkey or code is still due. */
    stage: text("stage", { enum: ["active", "second_factor"] })
      .notNull()
      .default("active"),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * A form post that asked for a step-up, kept until the person has confirmed it's them, then
 * replayed once (`app/admin/accounts/step-up.server.ts`). `id` is the SHA-256 of the one-time
 * handle the confirmation page carries; rows live minutes.
 */
export const stepUpActions = pgTable(
  "step_up_actions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Path and query the form was posted to, where it is posted again. */
    path: text("path").notNull(),
    /** The form's text fields, in order: [name, value] pairs. */
    form: jsonb("form").$type<[string, string][]>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("step_up_actions_user_idx").on(table.userId)],
);

/** Who did what in the back office, and from where; kept when the account is removed. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor"),
    action: text("action").notNull(),
    target: text("target"),
    ip: text("ip"),
    /** What the entry is about, so the log can link to it: "lead" and 42, "article" and 7... */
    objectType: text("object_type"),
    objectId: text("object_id"),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_actor_idx").on(table.actor, table.at),
    index("audit_log_action_idx").on(table.action, table.at),
  ],
);

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

export const MEDIA_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/avif",
  "image/gif",
] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/**
 * The media library's pictures. The database is their one store: every instance makes its
 * variants from `original` (docs/decisions/021). Queries name their columns: `original` is read
 * only to make variants.
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    /** The file as uploaded, metadata included: never served as it is. */
    original: bytea("original").notNull(),
    /** First 32 hex digits of the SHA-256 of `original`: the public addresses' version. */
    contentHash: text("content_hash").notNull().unique(),
    /** Read from the content, never from the name or the declared type. */
    type: text("type", { enum: MEDIA_TYPES }).notNull(),
    /** Upright, as shown (EXIF orientation applied). */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Sanitised: lowercase ASCII words joined by hyphens, and the extension of its real type. */
    fileName: text("file_name").notNull(),
    altFr: text("alt_fr").notNull().default(""),
    altEn: text("alt_en").notNull().default(""),
    captionFr: text("caption_fr").notNull().default(""),
    captionEn: text("caption_en").notNull().default(""),
    /**
     * The point every crop keeps in view (cards, covers, social previews), in percent of the
     * upright picture's width and height from its top left corner. Null until chosen: CSS
     * centres, the social preview crops around what libvips finds draws the eye.
     */
    focusX: smallint("focus_x"),
    focusY: smallint("focus_y"),
    /** Username; kept when the account is removed, as in the activity log. */
    uploadedBy: text("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("media_created_idx").on(table.createdAt)],
);

/**
 * What an author is typing in the editor, kept every few seconds until the article is saved: one
 * row per author and article, or per author for a new article (`article_id` null). `fields` is
 * the form's values, as the editor sends them.
 */
export const articleAutosaves = pgTable(
  "article_autosaves",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    articleId: integer("article_id").references(() => blogPosts.id, { onDelete: "cascade" }),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("article_autosaves_article_idx")
      .on(table.userId, table.articleId)
      .where(sql`${table.articleId} is not null`),
    uniqueIndex("article_autosaves_new_idx")
      .on(table.userId)
      .where(sql`${table.articleId} is null`),
  ],
);

/**
 * Each save of an article in the back office: who, when, what it did, and the form's values as
 * saved (for a comparison or a restore later). Removed with the article.
 */
/** What a save of an article did, as its revision and the editor's message say. */
export const REVISION_CHANGES = [
  "created",
  "saved",
  "published",
  "unpublished",
  "scheduled",
  "unscheduled",
  "restored",
] as const;

export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    /** The article's version this save made. */
    version: integer("version").notNull(),
    /** Username; kept when the account is removed, as in the activity log. */
    actor: text("actor"),
    change: text("change", { enum: REVISION_CHANGES }).notNull(),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("article_revisions_article_idx").on(table.articleId, table.savedAt)],
);

/**
 * The site settings edited in the back office (docs/decisions/024): one row, id 1, absent until
 * the first save (app/platform/content/company.ts gives the defaults till then). `values` holds every
 * field by its key (app/platform/settings/site-settings-fields.ts); a save made from an older `version` is
 * refused. A trigger (migration 0011) notifies every instance.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Username; kept when the account is removed, as in the activity log. */
    updatedBy: text("updated_by"),
  },
  (table) => [check("site_settings_one_row", sql`${table.id} = 1`)],
);

/**
 * Every change of the site's own content, one row per field: settings now, collections and page
 * texts later (`entity` names which, `key` the field). Old and new values are kept whole, so any
 * of them can be restored, which is recorded as a change of its own.
 */
export const contentHistory = pgTable(
  "content_history",
  {
    id: serial("id").primaryKey(),
    entity: text("entity").notNull(),
    key: text("key").notNull(),
    oldValue: jsonb("old_value"),
    newValue: jsonb("new_value"),
    /** Username; kept when the account is removed, as in the activity log. */
    actor: text("actor"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The change whose old value this one put back. */
    restoredFrom: integer("restored_from"),
  },
  (table) => [index("content_history_entity_idx").on(table.entity, table.at)],
);

/**
 * The page texts edited in the back office, over the dictionaries' defaults (docs/decisions/026):
 * one row per page, text key and language. `value` is what the public page shows (null: the
 * default); `pending` what the next publication of the page will show (with `hasPending`; a null
 * `pending` then means "back to the default"). `toReview`: the other language changed after this
 * one, so this translation may be stale.
 */
export const pageTexts = pgTable(
  "page_texts",
  {
    page: text("page").notNull(),
    key: text("key").notNull(),
    lang: text("lang", { enum: ["fr", "en"] }).notNull(),
    value: text("value"),
    pending: text("pending"),
    hasPending: boolean("has_pending").notNull().default(false),
    toReview: boolean("to_review").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Username; kept when the account is removed, as in the activity log. */
    updatedBy: text("updated_by"),
  },
  (table) => [primaryKey({ columns: [table.page, table.key, table.lang] })],
);

/**
 * A version per thing edited as a whole in the back office ("page:piping", "collection:projects"):
 * a save made from an older version is refused, so two people editing one page are told.
 */
export const contentVersions = pgTable("content_versions", {
  scope: text("scope").primaryKey(),
  version: integer("version").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/**
 * The items of the site's collections (projects, client logos, testimonials, figures,
 * certifications...), edited in the back office. A collection has no row until its first edit:
 * the code's defaults apply till then (app/platform/content). `data` is the item's fields, checked by the
 * collection's own schema; pictures come from the media library, which refuses to delete one in use.
 */
export const collectionItems = pgTable(
  "collection_items",
  {
    id: serial("id").primaryKey(),
    collection: text("collection").notNull(),
    position: integer("position").notNull(),
    visible: boolean("visible").notNull().default(true),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    mediaId: integer("media_id").references(() => media.id, { onDelete: "restrict" }),
    /** A certificate's file as uploaded (PDF or picture), served to visitors as a download. */
    document: bytea("document"),
    documentType: text("document_type"),
    documentName: text("document_name"),
    /** A certificate's last valid day (Brussels): hidden from the next midnight on. */
    validUntil: date("valid_until", { mode: "string" }),
    /** When the administrators were told the certificate expires soon. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (table) => [
    index("collection_items_order_idx").on(table.collection, table.position),
    index("collection_items_media_idx").on(table.mediaId),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type AccountToken = typeof accountTokens.$inferSelect;
export type Passkey = typeof passkeys.$inferSelect;
export type LeadAttachment = typeof leadAttachments.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type ContentHistoryRow = typeof contentHistory.$inferSelect;
export type PageTextRow = typeof pageTexts.$inferSelect;
export type CollectionItemRow = typeof collectionItems.$inferSelect;
