import { createHash } from "node:crypto";
import { and, count, desc, eq, gte, ilike, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { company } from "~/content/company";
import { languages, locales } from "~/i18n/lang";
import { toCsv } from "~/services/csv";
import { eraseContactsByEmail } from "./contacts.server";
import type { Database } from "./db.server";
import { type Contact, contacts } from "./schema";
import { isMultiLineText, isSingleLineText } from "./text-rules";

/** The statuses the team moves a request through, in the order of the work. */
export const leadStatuses = ["new", "in_progress", "answered", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const LEADS_PAGE_SIZE = 50;
export const NOTE_MAX_LENGTH = 2000;
export const SEARCH_MAX_LENGTH = 200;

/** A calendar day as the date inputs send it; checked to be a real day (no 31 February). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  });

/** The inbox's query string: every parameter optional, an empty one meaning "any". */
const filtersSchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH).refine(isSingleLineText).optional(),
  status: z.enum(leadStatuses).optional(),
  lang: z.enum(languages).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});

export type LeadFilters = z.output<typeof filtersSchema>;
export type LeadFilterField = keyof LeadFilters;
export const leadFilterFields = ["q", "status", "lang", "from", "to", "page"] as const;

export type ParsedFilters =
  | { ok: true; filters: LeadFilters; values: Record<LeadFilterField, string> }
  | { ok: false; errors: LeadFilterField[]; values: Record<LeadFilterField, string> };

/** Reads the filters of a URL; an invalid one is named rather than guessed. */
export function parseLeadFilters(params: URLSearchParams): ParsedFilters {
  const values = Object.fromEntries(
    leadFilterFields.map((field) => [field, params.get(field) ?? ""]),
  ) as Record<LeadFilterField, string>;
  const present = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value.trim() !== ""),
  );
  const parsed = filtersSchema.safeParse(present);
  if (!parsed.success) {
    const errors = [
      ...new Set(parsed.error.issues.map((issue) => issue.path[0] as LeadFilterField)),
    ];
    return { ok: false, errors, values };
  }
  const { from, to } = parsed.data;
  if (from && to && from > to) return { ok: false, errors: ["to"], values };
  return { ok: true, filters: parsed.data, values };
}

/** The same filters as a query string, for links that keep them (pages, CSV export). */
export function filtersQuery(filters: LeadFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const field of ["q", "status", "lang", "from", "to"] as const) {
    const value = filters[field];
    if (value) params.set(field, value);
  }
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Offset of Brussels time from UTC at an instant, in milliseconds. */
function brusselsOffsetMs(at: number): number {
  const parts = new Intl.DateTimeFormat(locales.en.format, {
    timeZone: company.timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** Midnight in Brussels on that day: the inbox shows Brussels times, so its days are theirs. */
export function brusselsDayStart(value: string, plusDays = 0): Date {
  const [year, month, date] = value.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date + plusDays);
  const first = wall - brusselsOffsetMs(wall);
  return new Date(wall - brusselsOffsetMs(first));
}

/** `%` and `_` typed in the search box are searched as such, not as LIKE wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filters: LeadFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(contacts.status, filters.status));
  if (filters.lang) conditions.push(eq(contacts.language, filters.lang));
  if (filters.from) conditions.push(gte(contacts.createdAt, brusselsDayStart(filters.from)));
  if (filters.to) conditions.push(lt(contacts.createdAt, brusselsDayStart(filters.to, 1)));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(
      or(
        ilike(contacts.name, pattern),
        ilike(contacts.company, pattern),
        ilike(contacts.email, pattern),
        ilike(contacts.message, pattern),
      ),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const rowColumns = {
  id: contacts.id,
  createdAt: contacts.createdAt,
  name: contacts.name,
  company: contacts.company,
  email: contacts.email,
  language: contacts.language,
  status: contacts.status,
  notificationStatus: contacts.notificationStatus,
  lastNotificationError: contacts.lastNotificationError,
};
export type LeadRow = { [Key in keyof typeof rowColumns]: Contact[Key] };

/** One page of the inbox, newest first, and how many requests match in all. */
export async function listLeads(
  db: Database,
  filters: LeadFilters,
): Promise<{ rows: LeadRow[]; total: number }> {
  const where = whereOf(filters);
  const page = filters.page ?? 1;
  const [rows, [totals]] = await Promise.all([
    db
      .select(rowColumns)
      .from(contacts)
      .where(where)
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((page - 1) * LEADS_PAGE_SIZE),
    db.select({ total: count() }).from(contacts).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Every matching request, newest first: what the CSV export holds. */
export function allLeads(db: Database, filters: LeadFilters): Promise<Contact[]> {
  return db
    .select()
    .from(contacts)
    .where(whereOf(filters))
    .orderBy(desc(contacts.createdAt), desc(contacts.id));
}

/** The figure beside "Requests" in the back office's navigation. */
export async function countNewLeads(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contacts)
    .where(eq(contacts.status, "new"));
  return row?.total ?? 0;
}

export async function findLead(db: Database, id: number): Promise<Contact | undefined> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
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

/** Saves status and note; false when the request no longer exists (erased meanwhile). */
export async function updateLead(db: Database, id: number, update: LeadUpdate): Promise<boolean> {
  const rows = await db
    .update(contacts)
    .set(update)
    .where(eq(contacts.id, id))
    .returning({ id: contacts.id });
  return rows.length > 0;
}

/**
 * Puts the e-mail to the company back in the outbox, due now, with a fresh count of attempts.
 * A notification being sent at this moment is left alone (false), so it is never sent twice.
 */
export async function requeueNotification(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(contacts)
    .set({
      notificationStatus: "pending",
      notificationAttempts: 0,
      notifyAfter: sql`now()`,
      lastNotificationError: null,
    })
    .where(and(eq(contacts.id, id), ne(contacts.notificationStatus, "sending")))
    .returning({ id: contacts.id });
  return rows.length > 0;
}

/** What the team sees of the e-mail notification: "failing" is pending after a failed attempt. */
export type NotificationState = "pending" | "sending" | "sent" | "failing" | "failed";
export function notificationState(
  row: Pick<Contact, "notificationStatus" | "lastNotificationError">,
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
    .from(contacts)
    .where(eq(sql`lower(${contacts.email})`, email.trim().toLowerCase()));
  return row?.total ?? 0;
}

/** Erases every request of the address (the CLI's erasure, whatever the case of the address). */
export function eraseLeadsByEmail(db: Database, email: string): Promise<number> {
  return eraseContactsByEmail(db, email);
}

/**
 * How the audit log names an erased address: enough to answer "was my address erased?" by
 * hashing it again, without keeping the address itself.
 */
export function addressFingerprint(email: string): string {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return `sha256:${digest.slice(0, 8)}`;
}

/**
 * The CSV of requests, for the back office's export and `npm run contacts -- export`
 * (spreadsheet-safe rules of app/services/csv.ts).
 */
export function leadsCsv(rows: Contact[]): string {
  return toCsv(
    [
      "id",
      "created_at",
      "name",
      "company",
      "email",
      "phone",
      "language",
      "message",
      "status",
      "note",
      "email_notification",
      "last_notification_error",
    ],
    rows.map((r) => [
      r.id,
      r.createdAt,
      r.name,
      r.company,
      r.email,
      r.phone,
      r.language,
      r.message,
      r.status,
      r.note,
      notificationState(r),
      r.lastNotificationError,
    ]),
  );
}
