import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { index, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import {
  createdAndUpdated,
  inEachLanguage,
  notificationOutbox,
  ownedBy,
  spamTriage,
  timestamptz,
  timestamptzNow,
  visitorFile,
} from "./columns";

// Recruitment: the open positions the careers pages list, and the applications they bring,
// kept apart from the sales requests (their own table, files, retention and back-office area).

/** The contracts a position may offer; schema.org's employmentType follows from it. */
export const jobContracts = ["permanent", "fixedTerm", "temporary", "internship"] as const;
export type JobContract = (typeof jobContracts)[number];

/**
 * One position, both languages in one row (the language switch goes from one slug to the other).
 * Past `validThrough` it leaves the site by itself: its page answers 410, the sitemap drops it.
 */
export const jobPosts = pgTable(
  "job_posts",
  {
    id: pg.serial("id").primaryKey(),
    /** The dictionary's sample a row was seeded from; null for a position made in the back office. */
    sampleKey: pg.text("sample_key"),
    ...inEachLanguage("slug"),
    ...inEachLanguage("title"),
    /** Where the work is: the town, its postal code and its region (schema.org's jobLocation). */
    locality: pg.text("locality").notNull(),
    postalCode: pg.text("postal_code").notNull(),
    region: pg.text("region").notNull(),
    contract: pg.text("contract", { enum: jobContracts }).notNull(),
    /** A few sentences each, one paragraph or list item a line. */
    ...inEachLanguage("summary"),
    ...inEachLanguage("job"),
    ...inEachLanguage("profile"),
    ...inEachLanguage("offer"),
    published: pg.boolean("published").notNull().default(true),
    datePosted: timestamptzNow("date_posted"),
    validThrough: timestamptz("valid_through").notNull(),
    ...createdAndUpdated(),
  },
  (table) => [
    uniqueIndex("job_posts_slug_fr_idx").on(table.slugFr),
    uniqueIndex("job_posts_slug_en_idx").on(table.slugEn),
    // Empty: not written in Dutch yet (the Dutch pages show the English text).
    uniqueIndex("job_posts_slug_nl_idx").on(table.slugNl).where(sql`${table.slugNl} <> ''`),
    uniqueIndex("job_posts_sample_idx").on(table.sampleKey),
    index("job_posts_open_idx").on(table.published, table.validThrough),
  ],
);

export const applicationStatuses = [
  "new",
  "reviewing",
  "interview",
  "declined",
  "hired",
  "spam",
] as const;

/**
 * An application, to a position or spontaneous (`postId` null). The post's title is copied, so
 * the application still says what it answered once the post is gone.
 */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: pg.serial("id").primaryKey(),
    postId: pg.integer("post_id").references(() => jobPosts.id, { onDelete: "set null" }),
    postTitle: pg.text("post_title"),
    name: pg.text("name").notNull(),
    email: pg.text("email").notNull(),
    phone: pg.text("phone"),
    message: pg.text("message").notNull(),
    language: pg.text("language").notNull().default("fr"),
    consentAt: timestamptz("consent_at").notNull(),
    createdAt: timestamptzNow("created_at"),
    /** Last change by anyone: the retention period counts from here. */
    updatedAt: timestamptzNow("updated_at"),
    status: pg.text("status", { enum: applicationStatuses }).notNull().default("new"),
    note: pg.text("note").notNull().default(""),
    /** Spam triage, as for the contact form: a held application is kept but not e-mailed. */
    ...spamTriage(),
    /** The e-mail to the recruitment address, sent from the outbox. */
    ...notificationOutbox(),
    /** The acknowledgement to the applicant, in their language. */
    ackStatus: pg
      .text("ack_status", { enum: ["pending", "sending", "sent", "skipped", "failed"] })
      .notNull()
      .default("pending"),
    ackAttempts: pg.integer("ack_attempts").notNull().default(0),
    ackAfter: timestamptzNow("ack_after"),
    ackSentAt: timestamptz("ack_sent_at"),
  },
  (table) => [
    index("job_applications_inbox_idx").on(table.status, table.createdAt),
    index("job_applications_outbox_idx").on(table.notificationStatus, table.notifyAfter),
    index("job_applications_ack_idx").on(table.ackStatus, table.ackAfter),
    index("job_applications_updated_idx").on(table.updatedAt),
    index("job_applications_email_idx").on(sql`lower(${table.email})`),
  ],
);

/** An application's CV and certificates, private: only the recruitment area serves them. */
export const jobApplicationFiles = pgTable(
  "job_application_files",
  {
    id: pg.serial("id").primaryKey(),
    applicationId: ownedBy("application_id", () => jobApplications.id),
    ...visitorFile(),
  },
  (table) => [index("job_application_files_application_idx").on(table.applicationId)],
);

export type JobPost = typeof jobPosts.$inferSelect;
export type JobApplication = typeof jobApplications.$inferSelect;
