import { and, desc, sql } from "drizzle-orm";
import { formatDecimalHours } from "~/platform/i18n/durations";
import type { Lang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import type { Database } from "../../platform/database/db.server";
import { type Lead, leads } from "../../platform/database/schema";
import { siteSettings } from "../../platform/settings/site-settings.server";
import { wallParts } from "../../platform/text/brussels-time";
import { CSV_BOM, csvLine, toCsv } from "../../platform/text/csv";
import { workingMsBetween } from "../../platform/text/working-hours";
import { type LeadFilters, leadsWhere, notificationState } from "./leads.server";

/**
 * The back office's CSV export in the reader's language: headers, statuses and languages in words,
 * times in Brussels time as a spreadsheet reads them (French: 03/12/2026 10:15; English: the ISO
 * order 2026-12-03 10:15, which no locale misreads), plus the reception time in UTC (ISO 8601) for
 * tools. The command line's export (leadsCsv) keeps its technical columns.
 */

const twoDigits = (value: number) => String(value).padStart(2, "0");

export function brusselsCsvTime(date: Date | null, lang: Lang): string {
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
  | "name"
  | "company"
  | "email"
  | "phone"
  | "language"
  | "message"
  | "status"
  | "note"
  | "notificationStatus"
  | "lastNotificationError"
  | "answeredAt"
>;

export interface CsvOptions {
  mailOff: boolean;
}

function localizedHeader(lang: Lang): string[] {
  const c = messages(lang, "adminLeads").csv.columns;
  return [
    c.id,
    c.createdAt,
    c.createdAtUtc,
    c.name,
    c.company,
    c.email,
    c.phone,
    c.language,
    c.message,
    c.status,
    c.note,
    c.notification,
    c.lastError,
    c.answeredAt,
    c.delay,
  ].map(plain);
}

function localizedRow(r: CsvLead, lang: Lang, options: CsvOptions): unknown[] {
  const t = messages(lang, "adminLeads");
  const state = notificationState(r);
  return [
    r.id,
    brusselsCsvTime(r.createdAt, lang),
    r.createdAt,
    r.name,
    r.company,
    r.email,
    r.phone,
    plain(t.languages[r.language === "en" ? "en" : "fr"]),
    r.message,
    plain(t.statuses[r.status]),
    r.note,
    plain(options.mailOff && state === "pending" ? t.off.notification : t.notification[state]),
    r.lastNotificationError,
    brusselsCsvTime(r.answeredAt, lang),
    r.answeredAt
      ? formatDecimalHours(workingMsBetween(r.createdAt, r.answeredAt, siteSettings().hours), lang)
      : "",
  ];
}

/** The whole file at once: for a few rows (tests, small lists). */
export function localizedLeadsCsv(rows: CsvLead[], lang: Lang, options: CsvOptions) {
  return toCsv(
    localizedHeader(lang),
    rows.map((r) => localizedRow(r, lang, options)),
  );
}

/** Rows read per query: a page of messages (5,000 characters at most each) is a few megabytes. */
export const CSV_PAGE_ROWS = 500;

const csvColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  name: leads.name,
  company: leads.company,
  email: leads.email,
  phone: leads.phone,
  language: leads.language,
  message: leads.message,
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
export function localizedLeadsCsvStream(
  db: Database,
  filters: LeadFilters,
  lang: Lang,
  options: CsvOptions & { done?: () => void },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pages = leadPages(db, filters);
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    options.done?.();
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(localizedHeader(lang))));
    },
    async pull(controller) {
      try {
        const next = await pages.next();
        if (next.done) {
          controller.close();
          finish();
          return;
        }
        const text = next.value.map((r) => csvLine(localizedRow(r, lang, options))).join("");
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
