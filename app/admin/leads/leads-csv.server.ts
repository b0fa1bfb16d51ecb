import { and, desc, sql } from "drizzle-orm";
import { can, ROLES, type Role } from "~/platform/database/roles";
import { formatDecimalHours } from "~/platform/i18n/durations";
import type { StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { type ContactFormField, contactFields } from "~/site/contact/contact-limits";
import type { Database } from "../../platform/database/db.server";
import { type Lead, leads } from "../../platform/database/schema";
import { siteSettings } from "../../platform/settings/site-settings.server";
import { wallParts } from "../../platform/text/brussels-time";
import { CSV_BOM, csvLine, toCsv } from "../../platform/text/csv";
import { workingMsBetween } from "../../platform/text/working-hours";
import { type LeadFilters, leadsWhere, notificationState } from "./leads.server";

/**
 * The CSV of requests, one layout for its audiences: the back office (each role that may export,
 * in the reader's language: headers, statuses and languages in words, times in Brussels time as a
 * spreadsheet reads them, plus the reception time in UTC for tools) and the command line
 * (`npm run leads -- export`: technical headers and raw values, for scripts). Every column says
 * which audiences get it; spreadsheet-safe rules of app/platform/text/csv.ts.
 */

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** French: 03/12/2026 10:15; English: the ISO order 2026-12-03 10:15, which no locale misreads. */
export function brusselsCsvTime(date: Date | null, lang: StaffLang): string {
  if (!date) return "";
  const { year, ...rest } = wallParts(date.getTime());
  const [month, day, hour, minute] = [rest.month, rest.day, rest.hour, rest.minute].map(twoDigits);
  return lang === "fr"
    ? `${day}/${month}/${year} ${hour}:${minute}`
    : `${year}-${month}-${day} ${hour}:${minute}`;
}

/** A dictionary's words as plain text: no word joiner, plain spaces, so tools match the headers. */
const plain = (text: string) => text.replaceAll("\u2060", "").replaceAll("\u00a0", " ");

type CsvLead = Pick<
  Lead,
  | "id"
  | "createdAt"
  | ContactFormField
  | "language"
  | "status"
  | "note"
  | "notificationStatus"
  | "lastNotificationError"
  | "answeredAt"
>;

/** Who reads the file: a back-office role that may export the requests, or the command line. */
export type CsvAudience = Role | "cli";
const office: readonly CsvAudience[] = ROLES.filter((role) => can(role, "leads"));
const everyone: readonly CsvAudience[] = [...office, "cli"];

/** How a file is written: for whom, in which language (the back office's), with mail off or not. */
export interface CsvView {
  audience: CsvAudience;
  lang: StaffLang;
  mailOff: boolean;
}

type Texts = ReturnType<typeof messages<"adminLeads">>;
type ColumnTexts = Texts["csv"]["columns"];
/** A row's value as the back office shows it (t set), or raw for the command line (t undefined). */
type Value = (row: CsvLead, view: CsvView, t: Texts | undefined) => unknown;

interface CsvColumn {
  /** The command line's header: stable, technical, what scripts match. */
  name: string;
  /** The back office's header, in words. */
  header: (t: Texts) => string;
  audiences: readonly CsvAudience[];
  value: Value;
}

const column = (
  name: string,
  label: keyof ColumnTexts,
  audiences: readonly CsvAudience[],
  value: Value,
): CsvColumn => ({ name, header: (t) => t.csv.columns[label], audiences, value });

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The contact form's fields (app/site/contact/contact-limits.ts), as typed, for everyone: those
 * of one line, or the long ones (the message).
 */
const contactColumns = (long: boolean) =>
  contactFields
    .filter((field) => (field.kind === "message") === long)
    .map(
      (field): CsvColumn => ({
        name: snakeCase(field.name),
        header: (t) => t.fields[field.name],
        audiences: everyone,
        value: (row) => row[field.name],
      }),
    );

/** The columns in the file's order; each audience gets those that name it. */
const columns: CsvColumn[] = [
  column("id", "id", everyone, (r) => r.id),
  column("created_at", "createdAt", everyone, (r, v, t) =>
    t ? brusselsCsvTime(r.createdAt, v.lang) : r.createdAt,
  ),
  column("created_at_utc", "createdAtUtc", office, (r) => r.createdAt),
  ...contactColumns(false),
  column("language", "language", everyone, (r, _, t) =>
    t ? plain(t.languages[r.language === "en" ? "en" : "fr"]) : r.language,
  ),
  ...contactColumns(true),
  column("status", "status", everyone, (r, _, t) => (t ? plain(t.statuses[r.status]) : r.status)),
  column("note", "note", everyone, (r) => r.note),
  column("email_notification", "notification", everyone, (r, v, t) => {
    const state = notificationState(r);
    if (!t) return state;
    return plain(v.mailOff && state === "pending" ? t.off.notification : t.notification[state]);
  }),
  column("last_notification_error", "lastError", everyone, (r) => r.lastNotificationError),
  column("answered_at", "answeredAt", office, (r, v) => brusselsCsvTime(r.answeredAt, v.lang)),
  column("delay", "delay", office, (r, v) =>
    r.answeredAt
      ? formatDecimalHours(
          workingMsBetween(r.createdAt, r.answeredAt, siteSettings().hours),
          v.lang,
        )
      : "",
  ),
];

/** The header and the row writer of one audience's file. */
function layout(view: CsvView) {
  const mine = columns.filter((c) => c.audiences.includes(view.audience));
  const t = view.audience === "cli" ? undefined : messages(view.lang, "adminLeads");
  return {
    header: mine.map((c) => (t ? plain(c.header(t)) : c.name)),
    row: (r: CsvLead) => mine.map((c) => c.value(r, view, t)),
  };
}

/** The whole file at once: for a few rows (the command line, tests). */
export function leadsCsv(rows: CsvLead[], view: CsvView): string {
  const { header, row } = layout(view);
  return toCsv(header, rows.map(row));
}

/** Rows read per query: a page of messages (5,000 characters at most each) is a few megabytes. */
export const CSV_PAGE_ROWS = 500;

const csvColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  ...(Object.fromEntries(contactFields.map((field) => [field.name, leads[field.name]])) as {
    [Field in ContactFormField]: (typeof leads)[Field];
  }),
  language: leads.language,
  status: leads.status,
  note: leads.note,
  notificationStatus: leads.notificationStatus,
  lastNotificationError: leads.lastNotificationError,
  answeredAt: leads.answeredAt,
  // The exact time as PostgreSQL has it (microseconds), for the next page's start: a Date keeps
  // only milliseconds and would skip or repeat rows received within the same millisecond.
  cursor: sql<string>`${leads.createdAt}::text`,
};

/**
 * The matching requests, newest first, page after page (keyset: each page starts after the last
 * row of the one before, so page 40 costs what page 1 does and nothing is held but one page).
 */
export async function* leadPages(
  db: Database,
  filters: LeadFilters,
  pageRows = CSV_PAGE_ROWS,
): AsyncGenerator<CsvLead[]> {
  let after: { cursor: string; id: number } | undefined;
  while (true) {
    const rows = await db
      .select(csvColumns)
      .from(leads)
      .where(
        and(
          leadsWhere(filters),
          after
            ? sql`(${leads.createdAt}, ${leads.id}) < (${after.cursor}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(pageRows);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageRows) return;
    after = { cursor: last.cursor, id: last.id };
  }
}

/**
 * The export as a stream of bytes: the header first, then one page of rows each time the
 * response asks for more (pull), so a slow download reads the database as slowly and the memory
 * stays that of one page whatever the number of requests. `done` runs once, however it ends:
 * finished, failed, or cancelled by a closed connection.
 */
export function leadsCsvStream(
  db: Database,
  filters: LeadFilters,
  view: CsvView,
  done?: () => void,
): ReadableStream<Uint8Array> {
  const { header, row } = layout(view);
  const encoder = new TextEncoder();
  const pages = leadPages(db, filters);
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    done?.();
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
    },
    async pull(controller) {
      try {
        const next = await pages.next();
        if (next.done) {
          controller.close();
          finish();
          return;
        }
        const text = next.value.map((r) => csvLine(row(r))).join("");
        controller.enqueue(encoder.encode(text));
      } catch (error) {
        finish();
        controller.error(error);
      }
    },
    async cancel() {
      finish();
      await pages.return(undefined);
    },
  });
}
