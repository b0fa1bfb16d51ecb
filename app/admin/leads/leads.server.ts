import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, gte, ilike, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { listPage } from "~/platform/database/list-page.server";
import { languages } from "~/platform/i18n/lang";
import { componentLogger } from "~/platform/runtime/logger.server";
import type { Database } from "../../platform/database/db.server";
import { describeDbError } from "../../platform/database/db-errors.server";
import { rewriteTables } from "../../platform/database/rewrite-tables.server";
import { type Lead, leadAttachments, leads } from "../../platform/database/schema";
import { isMultiLineText, isSingleLineText } from "../../platform/text/text-rules";
import type { ContactValues } from "../../site/contact/contact-schema";
import { attachStaged, type StagedAttachment, updateLeadWhere } from "../intake/lead-intake.server";
import { dayRangeShape, withinDays } from "../shell/day-range.server";
import { pageNumber, readUrlFilters, type UrlFilters } from "../shell/ui/url-filters";

/** The statuses the team moves a request through, in the order of the work. */
const log = componentLogger("db");

type NewLead = typeof leads.$inferInsert;
type Holds<T extends true> = T;
// The form's schema does not import the table (app/site/contact/contact-schema.ts): a field that is not
// a column (Pick refuses it), or whose values the column does not take, is a type error here.
type _SchemaFitsTable = Holds<
  ContactValues extends Pick<NewLead, keyof ContactValues> ? true : false
>;

/** What the server adds to what the visitor typed: triage, where it came from, files. */
export interface LeadIntake {
  triage?: { held: boolean; score: number; reasons: string[] };
  sourcePage?: string | null;
  referrerHost?: string | null;
  attachments?: { fileName: string; type: string; bytes: Buffer }[];
  /** Files streamed into lead_upload_chunks under this key while the request arrived. */
  staged?: { key: string; files: StagedAttachment[] };
}

/**
 * Stores a request and its files in one transaction; the returned id means it is committed.
 * `ackStatus: "pending"` puts its acknowledgement to the visitor in the outbox.
 */
export async function createLead(
  db: Database,
  values: ContactValues & Pick<NewLead, "ackStatus">,
  intake: LeadIntake = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        ...values,
        phone: values.phone ?? null,
        triage: intake.triage?.held ? "held" : "clear",
        spamScore: intake.triage?.score ?? 0,
        spamReasons: intake.triage?.reasons ?? [],
        sourcePage: intake.sourcePage ?? null,
        referrerHost: intake.referrerHost ?? null,
      })
      .returning({ id: leads.id });
    if (!row) throw new Error("Insert returned no row");
    if (intake.attachments?.length) {
      await tx.insert(leadAttachments).values(
        intake.attachments.map((file) => ({
          leadId: row.id,
          fileName: file.fileName,
          type: file.type,
          size: file.bytes.length,
          content: file.bytes,
        })),
      );
    }
    if (intake.staged) await attachStaged(tx, row.id, intake.staged.key, intake.staged.files);
    return row.id;
  });
}

export async function leadsReceived(
  db: Database,
  range: { since?: Date; until?: Date } = {},
): Promise<Lead[]> {
  const filters = [];
  if (range.since) filters.push(gte(leads.createdAt, range.since));
  if (range.until) filters.push(lte(leads.createdAt, range.until));
  return db
    .select()
    .from(leads)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(asc(leads.id));
}

export const leadStatuses = ["new", "in_progress", "answered", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const LEADS_PAGE_SIZE = 50;
export const NOTE_MAX_LENGTH = 2000;
export const SEARCH_MAX_LENGTH = 200;

/** The inbox's filters in its URL, read the back office's one way (every one optional). */
export const leadFilterShape = {
  q: z.string().trim().max(SEARCH_MAX_LENGTH).refine(isSingleLineText),
  status: z.enum(leadStatuses),
  lang: z.enum(languages),
  ...dayRangeShape,
  page: pageNumber(100_000),
};

export type LeadFilters = UrlFilters<typeof leadFilterShape>;
export type LeadFilterField = keyof LeadFilters;

/** Reads the filters of a URL; an invalid one is named rather than guessed. */
export const parseLeadFilters = (params: URLSearchParams) =>
  readUrlFilters(leadFilterShape, params);

/** `%` and `_` typed in the search box are searched as such, not as LIKE wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters as a condition, for the inbox and the CSV export. */
export function leadsWhere(filters: LeadFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.lang) conditions.push(eq(leads.language, filters.lang));
  conditions.push(withinDays(leads.createdAt, filters));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(
      or(
        ilike(leads.name, pattern),
        ilike(leads.company, pattern),
        ilike(leads.email, pattern),
        ilike(leads.message, pattern),
      ),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const rowColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  name: leads.name,
  company: leads.company,
  email: leads.email,
  language: leads.language,
  status: leads.status,
  notificationStatus: leads.notificationStatus,
  lastNotificationError: leads.lastNotificationError,
};
export type LeadRow = { [Key in keyof typeof rowColumns]: Lead[Key] };

/** One page of the inbox, newest first, and how many requests match in all. */
export async function listLeads(
  db: Database,
  filters: LeadFilters,
): Promise<{ rows: LeadRow[]; total: number }> {
  // Held requests have their own tab (app/admin/leads/routes/leads-held.tsx) until judged spam.
  const where = and(leadsWhere(filters), or(ne(leads.triage, "held"), eq(leads.status, "spam")));
  const page = filters.page ?? 1;
  const newestFirst = db
    .select(rowColumns)
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return listPage(db, newestFirst, { table: leads, where }, page, LEADS_PAGE_SIZE);
}

/** How many requests match: what the CSV export will hold. */
export async function countLeads(db: Database, filters: LeadFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(leads).where(leadsWhere(filters));
  return row?.total ?? 0;
}

/** The figure beside "Requests" in the back office's navigation. */
export async function countNewLeads(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leads)
    .where(and(eq(leads.status, "new"), ne(leads.triage, "held")));
  return row?.total ?? 0;
}

export async function findLead(db: Database, id: number): Promise<Lead | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

/** What the team may change on a request; the note follows the contact form's text rules. */
export const leadUpdateSchema = z.object({
  status: z.enum(leadStatuses, { error: "status" }),
  note: z
    .string()
    .max(NOTE_MAX_LENGTH, { error: "tooLong" })
    .refine(isMultiLineText, { error: "invalid" })
    .transform((note) => note.trim()),
});
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

/**
 * Saves status and note; false when the request no longer exists (erased meanwhile). The change
 * restarts the retention period; "answered" keeps the time of the first answer.
 */
export async function updateLead(db: Database, id: number, update: LeadUpdate): Promise<boolean> {
  return updateLeadWhere(db, eq(leads.id, id), {
    ...update,
    updatedAt: sql`now()`,
    ...(update.status === "answered"
      ? { answeredAt: sql`coalesce(${leads.answeredAt}, now())` }
      : {}),
  });
}

/**
 * Puts the e-mail to the company back in the outbox, due now, with a fresh count of attempts.
 * A notification being sent at this moment is left alone (false), so it is never sent twice.
 */
export async function requeueNotification(db: Database, id: number): Promise<boolean> {
  return updateLeadWhere(db, and(eq(leads.id, id), ne(leads.notificationStatus, "sending")), {
    notificationStatus: "pending",
    notificationAttempts: 0,
    notifyAfter: sql`now()`,
    lastNotificationError: null,
    updatedAt: sql`now()`,
  });
}

/** What the team sees of the e-mail notification: "failing" is pending after a failed attempt. */
export type NotificationState = "pending" | "sending" | "sent" | "failing" | "failed";
export function notificationState(
  row: Pick<Lead, "notificationStatus" | "lastNotificationError">,
): NotificationState {
  return row.notificationStatus === "pending" && row.lastNotificationError
    ? "failing"
    : row.notificationStatus;
}

/** The e-mail address of a GDPR erasure, as typed: trimmed, bounded, an address. */
export const erasureEmailSchema = z
  .string()
  .trim()
  .min(1, { error: "required" })
  .max(254, { error: "email" })
  .pipe(z.email({ error: "email" }));

export async function countLeadsByEmail(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leads)
    .where(eq(sql`lower(${leads.email})`, email.trim().toLowerCase()));
  return row?.total ?? 0;
}

/**
 * GDPR erasure: every request sent with this address, whatever its case. A DELETE only marks the
 * rows dead and a plain VACUUM leaves their bytes in the page's free space (measured on PGlite and
 * PostgreSQL 15, for a row last on its page); VACUUM FULL rewrites the table and its indexes into
 * new files, so the old ones, with the bytes, are deleted. The table is small: it is locked for
 * milliseconds. The WAL and the backups still hold the rows for a while (docs/operations/backups.md).
 */
export async function eraseLeadsByEmail(db: Database, email: string): Promise<number> {
  const deleted = await db
    .delete(leads)
    .where(eq(sql`lower(${leads.email})`, email.trim().toLowerCase()))
    .returning({ id: leads.id });
  if (deleted.length > 0) {
    for (const { error } of await rewriteTables(db, ["leads"])) {
      // The rows are gone for the site; their bytes go at the next successful erasure.
      log.warn({ error: describeDbError(error) }, "vacuum after an erasure failed");
    }
  }
  return deleted.length;
}

/**
 * How the audit log names an erased address: enough to answer "was my address erased?" by
 * hashing it again, without keeping the address itself.
 */
export function addressFingerprint(email: string): string {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return `sha256:${digest.slice(0, 8)}`;
}
