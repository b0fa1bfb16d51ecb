import type { Lead } from "~/platform/database/schema";
import { fill } from "~/platform/i18n/format";
import type { StaffLang } from "~/platform/i18n/lang";
import { messages } from "~/platform/i18n/messages.server";
import { brusselsDateText } from "~/platform/text/brussels-time";

/** mailto: with the visitor's address and a subject in the visitor's own language. */
export function replyLink(lead: Lead): string {
  const lang: StaffLang = lead.language === "en" ? "en" : "fr";
  const date = brusselsDateText(lead.createdAt, lang, { dateStyle: "long" });
  const subject = fill(messages(lang, "adminLeads").reply.subject, { date });
  const address = encodeURIComponent(lead.email).replace("%40", "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
