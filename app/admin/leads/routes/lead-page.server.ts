import { formatDateTime } from "~/admin/shell/admin-request.server";
import type { Database } from "~/platform/database/db.server";
import type { Lead } from "~/platform/database/schema";
import { formatHoursMinutes } from "~/platform/i18n/durations";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import type { messages } from "~/platform/i18n/messages.server";
import { formatOpeningHours } from "~/platform/i18n/opening-hours";
import { siteSettings } from "~/platform/settings/site-settings.server";
import { telHref } from "~/platform/text/phone-link";
import { workingMsBetween, workingSchedule } from "~/platform/text/working-hours";
import { contactFields } from "~/site/contact/contact-limits";
import { leadStatusHistory } from "../leads-status-history.server";
import type { LeadDetail } from "../ui/lead-details";
import type { StatusHistoryLine } from "../ui/lead-status-history";

type Texts = ReturnType<typeof messages<"adminLeads">>;

/** What the visitor typed, field by field as the contact form's table lists them. */
export function leadDetails(lead: Lead, t: Texts): LeadDetail[] {
  return contactFields.map((field) => {
    const value = lead[field.name];
    const link =
      field.kind === "email"
        ? `mailto:${encodeURIComponent(value ?? "").replace("%40", "@")}`
        : field.kind === "phone"
          ? telHref(value)
          : undefined;
    return { name: field.name, kind: field.kind, label: t.fields[field.name], value, link };
  });
}

/** Received as new, then every change with who made it, from the activity log. */
export async function leadHistory(
  db: Database,
  lead: Lead,
  t: Texts,
  lang: StaffLang,
): Promise<StatusHistoryLine[]> {
  const h = t.history;
  const line = (key: string, at: Date, text: string) => ({
    key,
    iso: at.toISOString(),
    at: formatDateTime(at, lang),
    text,
  });
  const steps = await leadStatusHistory(db, lead.id);
  return [
    line("received", lead.createdAt, fill(h.received, { status: t.statuses.new })),
    ...steps.map((step, n) => {
      const who = step.actor ?? h.site;
      const text =
        step.kind === "answered"
          ? fill(h.answered, { who })
          : step.kind === "released"
            ? fill(h.released, { who })
            : step.from && step.to
              ? fill(h.changed, { who, from: t.statuses[step.from], to: t.statuses[step.to] })
              : fill(h.changedUnknown, { who });
      return line(String(n), step.at, text);
    }),
  ];
}

/** The follow-up in facts: first opened, answered, the time to answer, the acknowledgement. */
export function followFacts(
  lead: Lead,
  openedAt: Date | null,
  mailOff: boolean,
  t: Texts,
  lang: StaffLang,
): [string, string][] {
  const follow = t.follow;
  const ack = mailOff && lead.ackStatus === "pending" ? "off" : (lead.ackStatus ?? "none");
  const hours = siteSettings().hours;
  return [
    [follow.openedAt, openedAt ? formatDateTime(openedAt, lang) : follow.notOpened],
    [
      follow.answeredAt,
      lead.answeredAt ? formatDateTime(lead.answeredAt, lang) : follow.notAnswered,
    ],
    [
      follow.delay,
      lead.answeredAt
        ? fill(follow.delayValue, {
            hours: formatHoursMinutes(
              workingMsBetween(lead.createdAt, lead.answeredAt, hours),
              lang,
            ),
            schedule: formatOpeningHours(workingSchedule(hours), lang, { inSentence: true }),
          })
        : follow.notAnswered,
    ],
    [
      follow.ackTitle,
      fill(follow.ack[ack], { date: lead.ackSentAt ? formatDateTime(lead.ackSentAt, lang) : "" }),
    ],
  ];
}
