import { company } from "~/content/company";
import { formatDecimalHours } from "~/i18n/durations";
import type { Lang } from "~/i18n/lang";
import { messages } from "~/i18n/messages.server";
import { toCsv } from "./csv";
import { notificationState } from "./leads.server";
import type { Lead } from "./schema";
import { siteSettings } from "./site-settings.server";
import { workingMsBetween } from "./working-hours";

/**
 * The back office's CSV export in the reader's language: headers, statuses and languages in words,
 * times in Brussels time as a spreadsheet reads them (French: 03/12/2026 10:15; English: the ISO
 * order 2026-12-03 10:15, which no locale misreads), plus the reception time in UTC (ISO 8601) for
 * tools. The command line's export (leadsCsv) keeps its technical columns.
 */

const parts = (date: Date) => {
  const values = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: company.timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return values as Record<"year" | "month" | "day" | "hour" | "minute", string>;
};

export function brusselsCsvTime(date: Date | null, lang: Lang): string {
  if (!date) return "";
  const p = parts(date);
  return lang === "fr"
    ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
    : `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** A dictionary's words as plain text: no word joiner, plain spaces, so tools match the headers. */
const plain = (text: string) => text.replaceAll("\u2060", "").replaceAll("\u00a0", " ");

export function localizedLeadsCsv(rows: Lead[], lang: Lang, options: { mailOff: boolean }) {
  const t = messages(lang, "adminLeads");
  const c = t.csv.columns;
  return toCsv(
    [
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
    ].map(plain),
    rows.map((r) => {
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
          ? formatDecimalHours(
              workingMsBetween(r.createdAt, r.answeredAt, siteSettings().hours),
              lang,
            )
          : "",
      ];
    }),
  );
}
